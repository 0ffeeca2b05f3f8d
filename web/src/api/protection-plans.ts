import { bookingsContract } from '@akwaaba/domain/bookings/bookings.contract';
import { operationQuery } from './calls.ts';

/** GET /api/protection-plans: the plans a renter chooses from, with their terms. */
export const protectionPlansQueryOptions = () => operationQuery(bookingsContract.protectionPlans);
