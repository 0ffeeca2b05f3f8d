import type { TripReminderKind } from '@akwaaba/domain';
import type { MailMessage } from '@akwaaba/infra/mail/mail-port';
import { buttonLink, escapeHtml, greeting, html, text } from '../mail/email-layout';

export interface TripReminder {
  kind: TripReminderKind;
  to: string;
  firstName: string;
  /** "2020 Toyota Corolla" */
  car: string;
  /** "Thu 5 Mar 2025" */
  day: string;
  /** The pick-up time (handover) or the return time (return), `HH:mm`; null on bookings made before times. */
  time: string | null;
  tripUrl: string;
}

/** The day before the start (both parties) and on the end date (the renter): what to record, and where. */
export function tripReminderEmail(reminder: TripReminder): MailMessage {
  const { kind, firstName, car, day, time, tripUrl } = reminder;
  const at = time ? ` at ${time}` : '';
  const lines =
    kind === 'handover-tomorrow'
      ? {
          subject: `Handover tomorrow: ${car}`,
          body: [
            `The trip with the ${car} starts tomorrow, ${day}${at}.`,
            'Handover tomorrow: remember photos. Before the car changes hands, record the odometer, the fuel level and at least 4 photos (the front, the back and both sides) on the trip page, and check the other party’s record.',
          ],
          action: 'Open the trip',
        }
      : {
          subject: `Your trip ends today: ${car}`,
          body: [
            `Your trip with the ${car} ends today, ${day}${time ? `: the car is due back at ${time}` : ''}.`,
            'When you hand the car back, record the odometer, the fuel level and at least 4 photos on the trip page, with any damage.',
          ],
          action: 'Record the return',
        };
  return {
    to: reminder.to,
    subject: lines.subject,
    text: text([greeting(firstName), ...lines.body, tripUrl]),
    html: html([
      escapeHtml(greeting(firstName)),
      ...lines.body.map(escapeHtml),
      buttonLink(tripUrl, lines.action),
    ]),
  };
}
