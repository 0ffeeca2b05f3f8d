import type { ReportSubject } from '@akwaaba/domain/reports/report.events';
import { useState } from 'react';
import { useSession } from '#app/api/auth.ts';
import { ReportDialog } from './ReportDialog.tsx';

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
  text: 'Report this listing' | 'Report this user';
}) {
  const session = useSession();
  const [open, setOpen] = useState(false);
  if (session.status !== 'signedIn' || session.user.id === ownerId) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="justify-self-start rounded text-sm font-medium text-stone-600 underline hover:text-ink"
      >
        {text}
      </button>
      <ReportDialog subject={subject} title={text} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
