import { hostDashboardRoutes } from './host-dashboard';

/** The host's dashboard, read from the bookings, trips, payouts and cars read models. */
export const hostDashboardFeatureRoutes = [hostDashboardRoutes];
