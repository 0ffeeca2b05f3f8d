import { accountsContract } from './accounts/accounts.contract';
import { adminUsersContract } from './accounts/admin-users.contract';
import { adminDriversContract } from './accounts/drivers.contract';
import { bookingsContract, paymentsContract } from './bookings/bookings.contract';
import { hostCalendarContract } from './bookings/host-calendar.contract';
import { carContactContract } from './cars/car-contact.contract';
import { adminCarsContract, carsContract, myCarsContract } from './cars/cars.contract';
import { adminConversationsContract, conversationsContract } from './conversations/conversations.contract';
import { hostDashboardContract } from './host-dashboard/host-dashboard.contract';
import { notificationsContract } from './notifications/notifications.contract';
import { opsContract } from './operations/operations.contract';
import { adminPayoutsContract, payoutsContract } from './payouts/payouts.contract';
import { pushContract } from './push/push.contract';
import { adminReportsContract, reportsContract } from './reports/reports.contract';
import type { Operation } from './shared/contract';
import { tripsContract } from './trips/trips.contract';
import { uploadsContract } from './uploads/uploads.contract';

/**
 * Every operation of every contract: what the tests walk (access, what a signed-out caller reads).
 * The web never imports this list, so no page carries the contracts it does not call;
 * api/src/plugins/access.int.test.ts fails when a registered /api route is missing from it.
 */
export const ALL_OPERATIONS: readonly Operation[] = [
  carsContract,
  carContactContract,
  myCarsContract,
  adminCarsContract,
  bookingsContract,
  paymentsContract,
  tripsContract,
  hostCalendarContract,
  payoutsContract,
  adminPayoutsContract,
  hostDashboardContract,
  accountsContract,
  adminDriversContract,
  adminUsersContract,
  reportsContract,
  adminReportsContract,
  opsContract,
  uploadsContract,
  conversationsContract,
  adminConversationsContract,
  notificationsContract,
  pushContract,
].flatMap((contract) => Object.values(contract));
