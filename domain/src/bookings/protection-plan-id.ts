/*
 * How a protection plan is named in requests and events, apart from the plans themselves so
 * the booking schemas (which the web's booking form loads) carry no plan texts.
 */

/** The plan a booking request without `protectionPlan` gets (clients older than plans): never a fee. */
export const DEFAULT_PROTECTION_PLAN_ID = 'minimum';

/** A plan's id: lowercase letters, digits and dashes, starting with a letter ("standard"). */
export const PROTECTION_PLAN_ID = /^[a-z][a-z0-9-]{0,29}$/;
