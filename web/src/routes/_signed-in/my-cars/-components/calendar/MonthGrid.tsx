import {
  addCalendarDays,
  addCalendarMonths,
  type CalendarDate,
  monthName,
} from '@akwaaba/domain/booking/stay';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { HostCalendar } from '#app/api/host-calendar.ts';
import { Icon } from '#app/components/ui/Icon.tsx';
import {
  addMonths,
  type DayInfo,
  dayInfo,
  monthOf,
  STATE_NAMES,
  spokenDay,
  weeksOf,
} from './calendar-days.ts';

const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

/** Each state's look, shared with the legend. */
export const STATE_CLASSES: Record<DayInfo['state'], string> = {
  booked: 'bg-brand-700 text-white',
  held: 'bg-amber-200 text-amber-950',
  blocked: 'bg-stone-300 text-stone-800 line-through',
  free: 'bg-white text-ink hover:bg-brand-50',
};

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * A month of the car's calendar, phone first: seven columns of day buttons, each saying its date
 * and what it holds ("Friday 4 December 2026, booked"). One day takes the Tab stop; the arrow
 * keys move it, across months too, Page Up and Page Down change month, Enter or Space picks.
 * Days before today and after the last blockable day are marked disabled but stay focusable.
 */
export function MonthGrid({
  calendar,
  month,
  onMonthChange,
  today,
  lastDay,
  isSelected,
  onPick,
}: {
  calendar: HostCalendar;
  /** `yyyy-MM`. */
  month: string;
  onMonthChange: (month: string) => void;
  today: CalendarDate;
  lastDay: CalendarDate;
  isSelected: (day: CalendarDate) => boolean;
  onPick: (day: CalendarDate, info: DayInfo) => void;
}) {
  const [focusDay, setFocusDay] = useState(today);
  const grid = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);
  const firstMonth = monthOf(today);
  const lastMonth = monthOf(lastDay);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focusDay}"]`)?.focus();
  }, [focusDay]);

  const goTo = (to: CalendarDate) => {
    // Focus stays on the days that can be picked.
    const day = to < today ? today : to > lastDay ? lastDay : to;
    moveFocus.current = true;
    setFocusDay(day);
    onMonthChange(monthOf(day));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const step = KEY_STEPS[event.key];
    if (step !== undefined) {
      event.preventDefault();
      goTo(addCalendarDays(focusDay, step));
    } else if (event.key === 'PageUp' || event.key === 'PageDown') {
      event.preventDefault();
      goTo(addCalendarMonths(focusDay, event.key === 'PageUp' ? -1 : 1));
    }
  };

  const monthHasFocus = monthOf(focusDay) === month;
  const firstOpenDay = month === firstMonth ? today : `${month}-01`;

  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          onClick={() => onMonthChange(addMonths(month, -1))}
          disabled={month <= firstMonth}
          aria-label="Previous month"
          className="grid size-11 place-items-center rounded-lg border border-stone-300 bg-white hover:bg-stone-100 disabled:opacity-40"
        >
          <Icon name="chevronLeft" className="size-5" />
        </button>
        <h2 aria-live="polite" className="text-lg font-semibold">
          {monthName(month)}
        </h2>
        <button
          type="button"
          onClick={() => onMonthChange(addMonths(month, 1))}
          disabled={month >= lastMonth}
          aria-label="Next month"
          className="grid size-11 place-items-center rounded-lg border border-stone-300 bg-white hover:bg-stone-100 disabled:opacity-40"
        >
          <Icon name="chevronRight" className="size-5" />
        </button>
      </div>
      <table ref={grid} className="w-full table-fixed border-separate border-spacing-1">
        <caption className="sr-only">{monthName(month)}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" className="text-xs font-medium text-stone-500">
                <abbr title={long} className="no-underline">
                  {short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody onKeyDown={onKeyDown}>
          {weeksOf(month).map((week, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a month's weeks are its rows, in order
            <tr key={row}>
              {week.map((day, column) => {
                // biome-ignore lint/suspicious/noArrayIndexKey: blanks before the 1st and after the last
                if (!day) return <td key={column} />;
                const info = dayInfo(calendar, day);
                const outside = day < today || day > lastDay;
                const selected = isSelected(day);
                const tabbable = monthHasFocus ? day === focusDay : day === firstOpenDay;
                return (
                  <td key={day} className="p-0">
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={tabbable ? 0 : -1}
                      aria-disabled={outside || undefined}
                      aria-pressed={selected}
                      aria-label={`${spokenDay(day)}, ${STATE_NAMES[info.state]}`}
                      onClick={() => {
                        setFocusDay(day);
                        if (!outside) onPick(day, info);
                      }}
                      className={`relative h-11 w-full rounded-lg text-sm font-medium ${
                        outside ? 'cursor-not-allowed bg-stone-50 text-stone-300' : STATE_CLASSES[info.state]
                      } ${selected ? 'ring-3 ring-gold-400 ring-offset-1' : ''} ${day === today ? 'underline' : ''}`}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
