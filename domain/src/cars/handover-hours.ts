/*
 * When a host hands cars over and takes them back (issue 31): a window of the day, per car, on
 * the half hour. The renter picks a pick-up time and a return time within it; prices stay per
 * day. Times are Ghana's (GMT all year, as the rest of a booking) and written `HH:mm`.
 */

/** A time of day on the half hour, `HH:mm` ("08:00", "17:30"). */
export type ClockTime = string;

export interface HandoverHours {
  /** The first time of day the host hands over or takes back a car. */
  from: ClockTime;
  /** The last; after `from`. */
  until: ClockTime;
}

/** For cars whose host set none, and the car form's first choice. */
export const DEFAULT_HANDOVER_HOURS: HandoverHours = { from: '08:00', until: '18:00' };

const CLOCK_TIME = /^([01]\d|2[0-3]):(00|30)$/;

/** Whether a text is a time of day on the half hour, `HH:mm`. */
export const isClockTime = (text: unknown): text is ClockTime =>
  typeof text === 'string' && CLOCK_TIME.test(text);

/** Every half hour of the day, "00:00" to "23:30": what a host chooses hours from. */
export const CLOCK_TIMES: readonly ClockTime[] = Array.from(
  { length: 48 },
  (_, half) => `${String(Math.floor(half / 2)).padStart(2, '0')}:${half % 2 ? '30' : '00'}`,
);

/** A car's handover hours; the default for cars listed before hosts could set them. */
export const handoverHoursOf = (details: { handoverHours?: HandoverHours | undefined }): HandoverHours =>
  details.handoverHours ?? DEFAULT_HANDOVER_HOURS;

/** Whether a time falls within the hours, both ends included. `HH:mm` strings sort as times. */
export const withinHours = (time: ClockTime, { from, until }: HandoverHours): boolean =>
  time >= from && time <= until;

/** The half hours a renter may pick within a car's hours, for the booking form. */
export const timesWithin = (hours: HandoverHours): ClockTime[] =>
  CLOCK_TIMES.filter((time) => withinHours(time, hours));

/** "08:00 – 18:00", as the car page, the booking form and the messages name the hours. */
export const hoursText = ({ from, until }: HandoverHours): string => `${from} – ${until}`;
