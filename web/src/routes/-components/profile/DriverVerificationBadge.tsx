import type { User } from '#app/api/auth.ts';

const PILL = 'rounded-full px-3 py-1 text-sm';

/**
 * Where the renter's licence and ID stand, as Profile shows it: Verified only once an admin
 * approved them; Pending review while they wait; Not verified when rejected (the card shows
 * the admin's note) or not yet sent.
 */
export function DriverVerificationBadge({ status }: { status: User['driverVerification'] }) {
  switch (status) {
    case 'approved':
      return (
        <span className={`${PILL} inline-flex items-center gap-1 bg-brand-50 font-semibold text-brand-800`}>
          <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" fill="currentColor">
            <path d="M10 1.5 3 4.5v5c0 4.2 3 7.6 7 9 4-1.4 7-4.8 7-9v-5l-7-3Zm-1 12-3.5-3.5 1.4-1.4L9 10.7l4.6-4.6L15 7.5 9 13.5Z" />
          </svg>
          Verified
        </span>
      );
    case 'pending':
      return <span className={`${PILL} bg-amber-50 font-semibold text-amber-800`}>Pending review</span>;
    case 'rejected':
      return <span className={`${PILL} bg-red-50 font-semibold text-red-800`}>Not verified</span>;
    case 'none':
      return <span className={`${PILL} bg-stone-100 text-stone-700`}>Not verified yet</span>;
  }
}
