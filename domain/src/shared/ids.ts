const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` has the form of the ids the product gives cars, bookings and users (a UUID). */
export const isUuid = (value: string): boolean => UUID.test(value);
