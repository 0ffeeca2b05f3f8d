import type { NotificationSettingsView } from '@akwaaba/domain/notifications/notifications.contract';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { notificationSettingsQueryOptions, useChooseNotificationEmails } from '#app/api/notifications.ts';
import { PageHeading } from '#app/components/PageHeading.tsx';
import { showServerError } from '#app/components/toast/show-server-error.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { Skeleton, SkeletonRows } from '#app/components/ui/Skeleton.tsx';
import { SubmitButton } from '#app/components/ui/SubmitButton.tsx';
import { PhonePushSetting } from '#app/notifications/PhonePushSetting.tsx';

const BACK = (
  <Link to="/notifications" className="text-sm font-semibold text-brand-700 hover:underline">
    ← Notifications
  </Link>
);
const INTRO = 'Everything shows under the bell. Choose what also comes to you by e-mail.';

/** The kinds the viewer turned e-mail off for (payment kinds never are). */
const emailsOffOf = (settings: NotificationSettingsView) =>
  settings.kinds.filter((kind) => !kind.email && !kind.locked).map((kind) => kind.kind);

/**
 * /notifications/settings: one checkbox per kind of notification for its e-mail. Payment
 * e-mails (a confirmed payment, a refund, a payout) are always sent: their boxes stay ticked.
 */
export function NotificationSettingsPage() {
  const { data: settings } = useSuspenseQuery(notificationSettingsQueryOptions());
  const choose = useChooseNotificationEmails();
  const [emailsOff, setEmailsOff] = useState<string[]>(() => emailsOffOf(settings));
  const saved: string[] = emailsOffOf(settings);
  const changed = emailsOff.length !== saved.length || emailsOff.some((kind) => !saved.includes(kind));

  const toggle = (kind: string, email: boolean) =>
    setEmailsOff((off) => (email ? off.filter((other) => other !== kind) : [...off, kind]));

  async function save() {
    try {
      const answer = await choose.mutateAsync(emailsOff);
      setEmailsOff(emailsOffOf(answer));
      toast({ title: 'Settings saved', description: 'Your e-mail choices are saved.' });
    } catch (failure) {
      showServerError(failure, 'Settings not saved');
    }
  }

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-8 sm:px-6">
      <PageHeading title="Notification settings" back={BACK} intro={INTRO} />
      <PhonePushSetting />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        className="grid gap-5 rounded-xl bg-white p-5 shadow-sm"
      >
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-lg font-semibold">E-mail me about</legend>
          {settings.kinds.map((kind) => (
            <div key={kind.kind} className="flex items-start gap-3">
              <input
                id={`email-${kind.kind}`}
                type="checkbox"
                checked={kind.locked || !emailsOff.includes(kind.kind)}
                disabled={kind.locked}
                aria-describedby={kind.locked ? `email-${kind.kind}-always` : undefined}
                onChange={(event) => toggle(kind.kind, event.target.checked)}
                className="mt-1 size-4 accent-brand-700"
              />
              <div className="grid">
                <label htmlFor={`email-${kind.kind}`} className={kind.locked ? 'text-stone-600' : 'text-ink'}>
                  {kind.label}
                </label>
                {kind.locked && (
                  <p id={`email-${kind.kind}-always`} className="text-sm text-stone-600">
                    Payment e-mails are always sent
                  </p>
                )}
              </div>
            </div>
          ))}
        </fieldset>
        <SubmitButton pending={choose.isPending} pendingLabel="Saving..." disabled={!changed} layout="start">
          Save settings
        </SubmitButton>
      </form>
    </div>
  );
}

/** The settings' shape while they load. */
export function NotificationSettingsSkeleton() {
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-8 sm:px-6">
      <PageHeading title="Notification settings" back={BACK} intro={INTRO} />
      <Skeleton className="grid gap-3 rounded-xl bg-white p-5">
        <SkeletonRows count={6} className="h-6 w-2/3 rounded" />
      </Skeleton>
    </div>
  );
}
