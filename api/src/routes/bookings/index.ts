import { availabilityRoutes } from './availability';
import { bookingRoutes } from './bookings';
import { hostCalendarRoutes } from './host-calendar';
import { paymentRoutes } from './payments';

/** Bookings: booking and paying, a car's taken dates, the host's calendar. */
export const bookingsRoutes = [bookingRoutes, availabilityRoutes, hostCalendarRoutes, paymentRoutes];
