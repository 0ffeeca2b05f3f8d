import type { VerificationStatus } from '@akwaaba/domain';

const LOOKS: Record<VerificationStatus, { label: string; classes: string }> = {
  pending: { label: 'Pending Verification', classes: 'bg-amber-100 text-amber-900' },
  approved: { label: 'Verified', classes: 'bg-brand-50 text-brand-800' },
  rejected: { label: 'Rejected', classes: 'bg-red-100 text-red-800' },
};

/** A listing's verification status as the spec names it: Pending Verification, Verified, Rejected. */
export function VerificationBadge({ status }: { status: VerificationStatus }) {
  const look = LOOKS[status];
  return (
    <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${look.classes}`}>{look.label}</span>
  );
}

/** Whether renters can book the car: the Available / Unavailable badge. */
export function AvailabilityBadge({ available }: { available: boolean }) {
  return (
    <span
      className={`rounded-full px-2.5 py-1 text-xs font-semibold ${available ? 'bg-emerald-100 text-emerald-900' : 'bg-stone-200 text-stone-700'}`}
    >
      {available ? 'Available' : 'Unavailable'}
    </span>
  );
}
