import { VERIFICATION_HOLD_HOURS } from '@akwaaba/domain/bookings/booking.rules';
import { Link } from '@tanstack/react-router';
import type { User } from '#app/api/auth.ts';

/** Why this renter cannot pay yet, by where their licence and ID stand; nothing once approved. */
function reasonOf(user: User): string | null {
  switch (user.driverVerification) {
    case 'approved':
      return null;
    case 'pending':
      return `An admin is checking your driver’s licence and ID. Hold this car now: we keep it for you until they decide, for up to ${VERIFICATION_HOLD_HOURS} hours, and tell you by the bell and by e-mail. Then pay for it from My Bookings.`;
    case 'rejected':
      return `An admin could not approve your driver’s licence and ID${
        user.driverVerificationNote ? `: “${user.driverVerificationNote}”` : '.'
      } Update them on your Profile; you can hold this car now and pay once they are approved.`;
    case 'none':
      return 'Add your driver’s licence and national ID on your Profile before paying. You can hold this car now, and pay for it from My Bookings once an admin has approved them.';
  }
}

/**
 * Tells a renter before they book that payment waits for an admin to approve their licence and
 * ID (the server refuses to start the payment until then), with the way to Profile.
 */
export function DriverApprovalNotice({ user }: { user: User }) {
  const reason = reasonOf(user);
  if (!reason) return null;
  return (
    <section
      aria-labelledby="driver-approval"
      className="grid justify-items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900"
    >
      <h2 id="driver-approval" className="font-semibold">
        Your licence and ID must be approved before you pay
      </h2>
      <p className="text-sm">{reason}</p>
      <Link to="/profile" className="rounded text-sm font-semibold underline">
        Go to your Profile
      </Link>
    </section>
  );
}
