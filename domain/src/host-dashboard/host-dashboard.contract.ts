import * as v from 'valibot';
import { hostBookingView } from '../bookings/booking.views';
import { managedCarView } from '../cars/car.views';
import { defineContract } from '../shared/contract';

/** One trip on a host's dashboard: the booking as the host's bookings show it, and what the host earns from it. */
export const dashboardTripView = v.object({
  ...hostBookingView.entries,
  /** The host's earnings for this booking, in cedi ("1402.50"), as Earnings counts them. */
  youEarn: v.string(),
});

/**
 * A host's home: the trips waiting for the host first (a handover to record or confirm, a
 * return to record, confirm or accept), then the paid trips to come, then their cars; and
 * whether they must still say where to be paid.
 */
export const hostDashboardView = v.object({
  needsAction: v.array(dashboardTripView),
  upcoming: v.array(dashboardTripView),
  cars: v.array(managedCarView),
  /** The host has a paid booking and no payout account. */
  payoutAccountNeeded: v.boolean(),
});

export const hostDashboardContract = defineContract('host-dashboard', {
  dashboard: {
    summary:
      'The signed-in host’s dashboard: trips that need them, trips to come with their earnings, their cars',
    access: 'signed-in',
    method: 'GET',
    path: '/api/host-dashboard',
    response: hostDashboardView,
  },
});

export type DashboardTripView = v.InferOutput<typeof dashboardTripView>;
export type HostDashboardView = v.InferOutput<typeof hostDashboardView>;
