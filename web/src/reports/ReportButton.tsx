import type { ReportSubject } from '@akwaaba/domain/reports/report.events';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '#app/api/auth.ts';

// Loaded on the first click: the car page's first load on a phone carries none of it.
const ReportDialog = lazy(() =>
  import('./ReportDialog.tsx').then((module) => ({ default: module.ReportDialog })),
);

/**
 * A small "Report this listing" or "Report this user" link-button with its dialog, for a
 * signed-in user who is not the one concerned (`ownerId`: the car's owner, or the user).
 */
export function ReportButton({
  subject,
  ownerId,
  text,
}: {
  subject: ReportSubject;
  ownerId: string;
  /** "Report this listing", "Report this user", or "Report Kwame" for a person the viewer knows by name. */
  text: `Report ${string}`;
}) {
  const session = useSession();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing it still plays the dialog's way out.
  const [opened, setOpened] = useState(false);
  if (session.status !== 'signedIn' || session.user.id === ownerId) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        className="justify-self-start rounded text-sm font-medium text-stone-600 underline hover:text-ink"
      >
        {text}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <ReportDialog subject={subject} title={text} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
