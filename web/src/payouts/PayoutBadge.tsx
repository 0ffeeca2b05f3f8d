import type { PAYOUT_STATUSES } from '@akwaaba/domain/payouts/payouts.views';
import { Badge, type BadgeLook } from '#app/components/ui/Badge.tsx';

/** A payout's state as the host and the admins read it; failed is a due one whose transfer failed. */
export type PayoutState = (typeof PAYOUT_STATUSES)[number] | 'failed';

const STATES: Record<PayoutState, BadgeLook> = {
  upcoming: { label: 'Upcoming', tone: 'waiting' },
  due: { label: 'Due', tone: 'underway' },
  sending: { label: 'On its way', tone: 'underway' },
  paid: { label: 'Paid', tone: 'good' },
  failed: { label: 'Failed', tone: 'bad' },
  none: { label: 'Nothing to pay', tone: 'lapsed' },
};

/** Where a payout stands, as a badge: on Earnings and on the admins' finance page alike. */
export function PayoutBadge({ state }: { state: PayoutState }) {
  return <Badge {...STATES[state]} />;
}
