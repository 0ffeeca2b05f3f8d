import { addHours } from 'date-fns';

/*
 * Request to book (issue 31): on a car whose host approves each request, a booking starts as
 * a request that holds its dates while the host decides. These are its rules, once for the
 * decider, the schemas and the screens.
 */

/** The host answers within this many hours, or the request expires and the dates free up. */
export const REQUEST_ANSWER_HOURS = 12;

/** The renter's note to the host with a request. */
export const MAX_REQUEST_MESSAGE_LENGTH = 500;

/** Until when a request made at `now` holds its dates waiting for the host. */
export const requestAnswerDue = (now: Date): Date => addHours(now, REQUEST_ANSWER_HOURS);

/** What a request carries: the renter's note to the host (may be empty). */
export interface HostApproval {
  message: string;
}
