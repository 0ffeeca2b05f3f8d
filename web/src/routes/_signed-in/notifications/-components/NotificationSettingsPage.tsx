import type { NotificationSettingsView } from '@akwaaba/domain/notifications/notifications.contract';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { notificationSettingsQueryOptions, useChooseNotificationChannels } from '#app/api/notifications.ts';
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
const INTRO = 'Everything shows under the bell. Choose what also comes to you by e-mail and by SMS.';

/** The viewer's choice as the page edits it: the kinds not e-mailed (never payment ones), the kinds texted. */
interface Choice {
  emailsOff: string[];
  smsOn: string[];
}

const choiceOf = (settings: NotificationSettingsView): Choice => ({
  emailsOff: settings.kinds.filter((kind) => !kind.email && !kind.locked).map((kind) => kind.kind),
  smsOn: settings.kinds.filter((kind) => kind.sms).map((kind) => kind.kind),
});

const sameKinds = (a: string[], b: string[]) => a.length === b.length && a.every((kind) => b.includes(kind));

/**
 * /notifications/settings: a grid of the kinds of notification, a column for e-mail and one
 * for SMS (docs/adr/0042). Payment e-mails (a confirmed payment, a refund, a payout) are always
 * sent: their boxes stay ticked. Texts go to the verified phone number only; without one the
 * page says where to verify it.
 */
export function NotificationSettingsPage() {
  const { data: settings } = useSuspenseQuery(notificationSettingsQueryOptions());
  const choose = useChooseNotificationChannels();
  const [choice, setChoice] = useState<Choice>(() => choiceOf(settings));
  const saved = choiceOf(settings);
  const changed = !sameKinds(choice.emailsOff, saved.emailsOff) || !sameKinds(choice.smsOn, saved.smsOn);

  const toggle = (list: keyof Choice, kind: string, inList: boolean) =>
    setChoice((current) => ({
      ...current,
      [list]: inList ? [...current[list], kind] : current[list].filter((other) => other !== kind),
    }));

  async function save() {
    try {
      const answer = await choose.mutateAsync(choice);
      setChoice(choiceOf(answer));
      toast({ title: 'Settings saved', description: 'Your e-mail and SMS choices are saved.' });
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
        {!settings.phoneVerified && (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            Texts go only to a verified phone number.{' '}
            <Link to="/profile" className="font-semibold underline">
              Verify yours on your profile
            </Link>{' '}
            to get them.
          </p>
        )}
        <table className="w-full text-left">
          <caption className="sr-only">What comes to you by e-mail and by SMS</caption>
          <thead>
            <tr className="border-b border-stone-200 text-sm text-stone-600">
              <th scope="col" className="py-2 pr-2 font-semibold">
                Notification
              </th>
              <th scope="col" id="channel-email" className="w-16 py-2 text-center font-semibold">
                E-mail
              </th>
              <th scope="col" id="channel-sms" className="w-16 py-2 text-center font-semibold">
                SMS
              </th>
            </tr>
          </thead>
          <tbody>
            {settings.kinds.map((kind) => (
              <tr key={kind.kind} className="border-b border-stone-100 align-top last:border-0">
                <th scope="row" id={`kind-${kind.kind}`} className="py-3 pr-2 font-normal text-ink">
                  {kind.label}
                  {kind.locked && (
                    <span id={`email-${kind.kind}-always`} className="block text-sm text-stone-600">
                      Payment e-mails are always sent
                    </span>
                  )}
                </th>
                <td className="py-3 text-center">
                  <input
                    type="checkbox"
                    aria-label={`E-mail: ${kind.label}`}
                    checked={kind.locked || !choice.emailsOff.includes(kind.kind)}
                    disabled={kind.locked}
                    aria-describedby={kind.locked ? `email-${kind.kind}-always` : undefined}
                    onChange={(event) => toggle('emailsOff', kind.kind, !event.target.checked)}
                    className="size-5 accent-brand-700"
                  />
                </td>
                <td className="py-3 text-center">
                  <input
                    type="checkbox"
                    aria-label={`SMS: ${kind.label}`}
                    checked={choice.smsOn.includes(kind.kind)}
                    onChange={(event) => toggle('smsOn', kind.kind, event.target.checked)}
                    className="size-5 accent-brand-700"
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="text-sm text-stone-600">
          Texts wait from 21:00 to 07:00, except requests to answer, and come at most 10 a day.
        </p>
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
