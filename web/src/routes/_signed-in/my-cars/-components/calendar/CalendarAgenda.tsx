import { Link } from '@tanstack/react-router';
import type { CalendarBlock, HostCalendar } from '#app/api/host-calendar.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { CardSection } from '#app/components/ui/CardSection.tsx';
import { rangeText, stayText } from './calendar-days.ts';

/**
 * The car's bookings, holds and blocks from today on, soonest first: the month view as a list,
 * with Unblock beside each block.
 */
export function CalendarAgenda({
  calendar,
  unblocking,
  onUnblock,
}: {
  calendar: HostCalendar;
  unblocking: boolean;
  onUnblock: (block: CalendarBlock, text: string) => void;
}) {
  const entries = [
    ...calendar.bookings.map((booking) => ({ key: booking.bookingId, range: booking, booking, block: null })),
    ...calendar.blocks.map((block) => ({ key: block.blockId, range: block, booking: null, block })),
  ].sort((a, b) => a.range.startDate.localeCompare(b.range.startDate));
  return (
    <CardSection title="Coming up" className="grid content-start gap-3 p-4 lg:self-start">
      {entries.length === 0 ? (
        <p className="text-sm text-stone-600">Nothing is booked or blocked yet.</p>
      ) : (
        <ul className="grid gap-2">
          {entries.map(({ key, range, booking, block }) => {
            const text = booking ? stayText(booking) : rangeText(range);
            return (
              <li
                key={key}
                className="flex items-center justify-between gap-3 border-t border-stone-100 pt-2 text-sm"
              >
                <div>
                  <p className="font-medium">{text}</p>
                  <p className="text-stone-600">
                    {booking
                      ? `${booking.status === 'confirmed' ? 'Booked' : 'Awaiting payment'} · ${booking.renterName}`
                      : 'Blocked'}
                  </p>
                </div>
                {booking?.status === 'confirmed' && (
                  <Link
                    to="/trips/$id"
                    params={{ id: booking.bookingId }}
                    aria-label={`Open the trip of ${text}`}
                    className={buttonClasses('outline', 'sm')}
                  >
                    Open trip
                  </Link>
                )}
                {block && (
                  <button
                    type="button"
                    onClick={() => onUnblock(block, text)}
                    disabled={unblocking}
                    aria-label={`Unblock ${text}`}
                    className={buttonClasses('outline', 'sm')}
                  >
                    Unblock
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </CardSection>
  );
}
