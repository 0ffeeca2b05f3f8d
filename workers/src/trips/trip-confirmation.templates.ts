import type { BookingDetailView } from '@akwaaba/domain/bookings/booking.views';
import { stayText, stayTimesText } from '@akwaaba/domain/bookings/stay';
import { mapsLinkFor } from '@akwaaba/domain/cars/pickup-point';
import { formatCedisExactly, parseCedis } from '@akwaaba/domain/money/money';
import { phoneNumberHref, phoneNumberShown } from '@akwaaba/domain/shared/phone-display';
import type { MailMessage } from '@akwaaba/infra/mail/mail-port';
import { bookingCalendar, type CalendarBooking } from '@akwaaba/projections/bookings/booking-calendar-file';
import { format, parseISO } from 'date-fns';
import { buttonLink, escapeHtml, greeting, html, text } from '../mail/email-layout';

/** What the e-mail tells of the booking, as its renter reads it (findBookingDetailFor): the host is its other party. */
export type TripConfirmationBooking = CalendarBooking &
  Pick<BookingDetailView, 'deliveryPoint' | 'destinationRegionName' | 'totalPrice' | 'protectionPlan'>;

export interface TripConfirmation {
  to: string;
  firstName: string;
  booking: TripConfirmationBooking;
  publicUrl: string;
  /** When the e-mail is written: the calendar file's stamp. */
  now: Date;
}

/** One line of the trip's facts, in the text and in the HTML (whose user data is escaped already). */
interface Fact {
  text: string;
  html: string;
}

/** "Label: value", the label in bold in the HTML. */
const fact = (label: string, value: string, valueHtml = escapeHtml(value)): Fact => ({
  text: `${label}: ${value}`,
  html: `<strong>${escapeHtml(label)}:</strong> ${valueHtml}`,
});

const link = (url: string, label: string) => `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;

/**
 * Where the renter gets the car: the delivery point they gave, else the car's pick-up point
 * (shown to the parties once paid), else only the car's area, the host to say where.
 */
function whereFacts(booking: TripConfirmationBooking): Fact[] {
  const { deliveryPoint, pickup } = booking;
  if (deliveryPoint) {
    const region = booking.destinationRegionName ? `, ${booking.destinationRegionName}` : '';
    return [
      fact('Delivered to', `${deliveryPoint.digitalAddress}${region}`),
      fact('Directions', deliveryPoint.directions),
    ];
  }
  if (!pickup) return [fact('Pick-up', `${booking.car.location} (your host will tell you where exactly)`)];
  const facts = [
    fact('Pick-up point', `${pickup.digitalAddress}, ${pickup.area}`),
    fact('Directions', pickup.directions),
  ];
  if (pickup.position) {
    const maps = mapsLinkFor(pickup);
    facts.push({ text: `Open in maps: ${maps}`, html: link(maps, 'Open in maps') });
  }
  return facts;
}

/** The host as the renter reaches them: their name, and their phone (a link to call it) once shown. */
function hostFact(booking: TripConfirmationBooking, hostName: string): Fact {
  const phone = booking.otherParty.phoneNumber;
  if (!phone) return fact('Your host', hostName);
  const shown = phoneNumberShown(phone);
  return fact(
    'Your host',
    `${hostName}, ${shown}`,
    `${escapeHtml(hostName)}, <a href="${escapeHtml(phoneNumberHref(phone))}">${escapeHtml(shown)}</a>`,
  );
}

/**
 * The renter's e-mail once their booking is paid: what the trip card after payment shows (the
 * car, the days, where to get it, the host and their phone, the amount paid to the pesewa, the
 * plan, what happens next, the trip and the conversation), with the trip's calendar file attached.
 */
export function tripConfirmationEmail(confirmation: TripConfirmation): MailMessage {
  const { booking, publicUrl, firstName } = confirmation;
  const car = `${booking.car.year} ${booking.car.make} ${booking.car.model}`;
  const stay = stayText(booking);
  const host = booking.otherParty;
  const hostName = `${host.firstName} ${host.lastName}`.trim() || 'your host';
  const hostFirstName = host.firstName || hostName;
  const tripUrl = `${publicUrl}/trips/${booking.id}`;
  // A booking's conversation has the booking's id.
  const messageUrl = `${publicUrl}/messages/${booking.id}`;
  const firstDay = `${format(parseISO(booking.startDate), 'MMM d, yyyy')}${booking.pickupTime ? ` at ${booking.pickupTime}` : ''}`;
  const paid = formatCedisExactly(parseCedis(booking.totalPrice) ?? 0);

  const facts = [
    fact('Car', car),
    booking.pickupTime && booking.returnTime
      ? fact('Pick-up and return', stayTimesText(booking))
      : fact('Dates', `${stay} (pick-up on the first day, return on the last)`),
    ...whereFacts(booking),
    hostFact(booking, hostName),
    fact('Paid', paid),
    fact('Protection', booking.protectionPlan.name),
  ];
  const intro = `Thank you: your payment went through and your trip is booked. Here is everything you need to get the ${car}.`;
  const meet = booking.deliveryPoint
    ? `On ${firstDay}, ${hostFirstName} brings the car to your delivery point.`
    : `On ${firstDay}, meet ${hostFirstName} at the pick-up point.`;
  const next = `What happens next: ${meet} Together you record the car’s photos, fuel and kilometres on the trip page before the trip starts. The trip page keeps everything about your trip, from handover to return.`;
  const calendarNote = 'The calendar file attached puts the trip in your phone’s calendar.';
  const goodbye = 'Have a safe trip!';

  return {
    to: confirmation.to,
    subject: `Your trip is booked: ${car}, ${stay}`,
    text: text([
      greeting(firstName),
      intro,
      facts.map((item) => item.text).join('\n'),
      next,
      `Your trip: ${tripUrl}`,
      `Message ${hostFirstName}: ${messageUrl}`,
      calendarNote,
      goodbye,
    ]),
    html: html([
      escapeHtml(greeting(firstName)),
      escapeHtml(intro),
      facts.map((item) => item.html).join('<br>'),
      escapeHtml(next),
      buttonLink(tripUrl, 'Open your trip'),
      link(messageUrl, `Message ${hostFirstName}`),
      escapeHtml(calendarNote),
      escapeHtml(goodbye),
    ]),
    attachments: [
      {
        filename: `akwaaba-trip-${booking.id.slice(0, 8)}.ics`,
        contentType: 'text/calendar; charset=utf-8',
        content: bookingCalendar(booking, publicUrl, confirmation.now),
      },
    ],
  };
}
