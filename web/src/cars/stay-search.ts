import * as v from 'valibot';

/** A pick-up or return day in a URL (`yyyy-MM-dd`); anything else is dropped, never an error page. */
const searchDay = v.fallback(v.optional(v.pipe(v.string(), v.isoDate())), undefined);

/**
 * The dates a renter searched for, carried from Browse Cars to the car's page and on to the
 * booking form as `?start=&end=` (end exclusive: the return day).
 */
export const staySearchSchema = v.object({ start: searchDay, end: searchDay });

export type StaySearch = v.InferOutput<typeof staySearchSchema>;

/** The searched pair when both days are there and the return comes after the pick-up; else none. */
export const searchedStay = ({ start, end }: StaySearch): { start: string; end: string } | null =>
  start && end && end > start ? { start, end } : null;
