import { payoutRoutes } from './payouts';

/** Payouts: the host's earnings and payout account, the admins' finance page. */
export const payoutsRoutes = [payoutRoutes];
