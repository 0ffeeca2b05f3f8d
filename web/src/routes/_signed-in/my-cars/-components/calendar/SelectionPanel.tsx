import { BOOKING_MESSAGES } from '@akwaaba/domain/bookings/booking.messages';
import { type CalendarDate, daysBetween } from '@akwaaba/domain/bookings/stay';
import { Link } from '@tanstack/react-router';
import { format } from 'date-fns';
import type { ReactNode } from 'react';
import type { CalendarBlock, CalendarBooking, HostCalendar } from '#app/api/host-calendar.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { PendingButton } from '#app/components/ui/PendingButton.tsx';
import { daysText, rangeIsFree, rangeText, stayText } from './calendar-days.ts';

/** What the host has tapped: days to block (waiting for the last one while `picking`), a block, or a booking. */
export type Selection =
  | { kind: 'days'; first: CalendarDate; last: CalendarDate; picking: boolean }
  | { kind: 'block'; block: CalendarBlock }
  | { kind: 'booking'; booking: CalendarBooking }
  | null;

/**
 * What the host can do with what they tapped: block the days chosen (unless a booking or a
 * block is among them), unblock a block, or read who holds a booked day. Read out as it changes.
 */
export function SelectionPanel({
  calendar,
  selection,
  blocking,
  unblocking,
  onBlock,
  onUnblock,
  onClear,
}: {
  calendar: HostCalendar;
  selection: Selection;
  blocking: boolean;
  unblocking: boolean;
  onBlock: (first: string, last: string, text: string) => void;
  onUnblock: (block: CalendarBlock, text: string) => void;
  onClear: () => void;
}) {
  const clear = (
    <button type="button" onClick={onClear} className={buttonClasses('outline', 'md')}>
      Clear
    </button>
  );
  return (
    <div aria-live="polite" className="grid gap-3 rounded-lg bg-stone-50 p-3 text-sm sm:p-4">
      {selection === null ? (
        <p className="text-stone-700">
          Tap a free day to start, then the last day to block (or block the one day). Tap a blocked day to
          unblock it.
        </p>
      ) : selection.kind === 'days' ? (
        <DaysChoice calendar={calendar} {...selection} blocking={blocking} onBlock={onBlock} clear={clear} />
      ) : selection.kind === 'block' ? (
        <>
          <p>
            <span className="font-semibold">Blocked: {rangeText(selection.block)}</span>
          </p>
          <div className="flex flex-wrap gap-2">
            <PendingButton
              onClick={() => onUnblock(selection.block, rangeText(selection.block))}
              pending={unblocking}
              pendingLabel="Unblocking..."
              className={buttonClasses('primary', 'md')}
            >
              Unblock
            </PendingButton>
            {clear}
          </div>
        </>
      ) : (
        <>
          <p>
            <span className="font-semibold">{stayText(selection.booking)}: </span>
            {selection.booking.status === 'confirmed'
              ? `booked by ${selection.booking.renterName}.`
              : `held for ${selection.booking.renterName}, awaiting payment${
                  selection.booking.holdExpiresAt
                    ? ` until ${format(new Date(selection.booking.holdExpiresAt), 'HH:mm')}`
                    : ''
                }.`}
          </p>
          <div className="flex flex-wrap gap-2">
            {selection.booking.status === 'confirmed' && (
              <Link
                to="/trips/$id"
                params={{ id: selection.booking.bookingId }}
                className={buttonClasses('primary', 'md')}
              >
                Open trip
              </Link>
            )}
            {clear}
          </div>
        </>
      )}
    </div>
  );
}

function DaysChoice({
  calendar,
  first,
  last,
  picking,
  blocking,
  onBlock,
  clear,
}: {
  calendar: HostCalendar;
  first: string;
  last: string;
  picking: boolean;
  blocking: boolean;
  onBlock: (first: string, last: string, text: string) => void;
  clear: ReactNode;
}) {
  const text = daysText(first, last);
  const days = daysBetween(first, last) + 1;
  const free = rangeIsFree(calendar, first, last);
  return (
    <>
      <p>
        <span className="font-semibold">
          {text} ({days} {days === 1 ? 'day' : 'days'})
        </span>
        {picking && <span className="text-stone-700"> · tap the last day to block more than this one</span>}
      </p>
      {!free && (
        <p role="alert" className="text-red-700">
          {BOOKING_MESSAGES.blockBookedDays}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {free && (
          <PendingButton
            onClick={() => onBlock(first, last, text)}
            pending={blocking}
            pendingLabel="Blocking..."
            className={buttonClasses('primary', 'md')}
          >
            Block these days
          </PendingButton>
        )}
        {clear}
      </div>
    </>
  );
}
