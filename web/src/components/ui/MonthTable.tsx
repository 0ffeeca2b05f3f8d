import { addCalendarDays, addCalendarMonths, type CalendarDate } from '@akwaaba/domain/bookings/stay';
import { getDay, getDaysInMonth, parseISO } from 'date-fns';
import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';

/*
 * A month as a table of day buttons, and the keyboard's way through it: the booking's date
 * pickers and the host's calendar. Days are `yyyy-MM-dd`, months `yyyy-MM`.
 */

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/** The weeks of a month, Sunday first, as rows of days (null before the 1st and after the last). */
export function weeksOf(month: string): (CalendarDate | null)[][] {
  const first = parseISO(`${month}-01`);
  const cells: (CalendarDate | null)[] = Array.from({ length: getDay(first) }, () => null);
  for (let n = 1; n <= getDaysInMonth(first); n++) cells.push(`${month}-${String(n).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** Which day of a month table takes the Tab stop, and the keys that move it. */
export interface DayFocus {
  focusDay: CalendarDate;
  /** Makes `day` the Tab stop without moving the keyboard's focus (a new value, a new month shown). */
  setFocusDay: (day: CalendarDate) => void;
  grid: RefObject<HTMLTableElement | null>;
  onKeyDown: (event: KeyboardEvent) => void;
}

/**
 * One day takes the Tab stop; the arrow keys move it by a day or a week, Page Up and Page Down
 * by a month, and the focus follows. `reach` gets the day the keys asked for, shows its month,
 * and answers the day to focus: the same, or the nearest the calendar lets the keyboard reach.
 */
export function useDayFocus(firstDay: CalendarDate, reach: (day: CalendarDate) => CalendarDate): DayFocus {
  const [focusDay, setFocusDay] = useState(firstDay);
  const grid = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focusDay}"]`)?.focus();
  }, [focusDay]);

  const goTo = (day: CalendarDate) => {
    moveFocus.current = true;
    setFocusDay(reach(day));
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

  return { focusDay, setFocusDay, grid, onKeyDown };
}

/** How one day's button reads and looks. */
export interface DayLook {
  /** What a screen reader says for it: its date, and what it holds. */
  label: string;
  /** Marked disabled, but still focusable, so the keyboard can move across it. */
  disabled: boolean;
  pressed: boolean;
  className: string;
}

/**
 * A month's days as buttons in a table, seven columns from Sunday, with its keyboard walk
 * (`focus`, from useDayFocus); Enter, Space or a click picks a day that is not disabled.
 * While the focus is in another month, `tabDay` takes the Tab stop.
 */
export function MonthTable({
  month,
  caption,
  weekdays,
  className,
  cellClassName,
  focus,
  tabDay,
  fromDay,
  lookOf,
  onPick,
}: {
  month: string;
  caption: string;
  /** The header cells, Sunday first. */
  weekdays: ReactNode;
  className: string;
  cellClassName: string;
  focus: DayFocus;
  tabDay: CalendarDate;
  /** Weeks that end before this day are left out: a calendar of what is to come need not show them. */
  fromDay?: CalendarDate | undefined;
  lookOf: (day: CalendarDate) => DayLook;
  onPick: (day: CalendarDate) => void;
}) {
  const monthHasFocus = focus.focusDay.slice(0, 7) === month;
  return (
    <table ref={focus.grid} className={className}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>{weekdays}</tr>
      </thead>
      <tbody onKeyDown={focus.onKeyDown}>
        {weeksOf(month)
          .filter((week) => !fromDay || week.some((day) => day !== null && day >= fromDay))
          .map((week, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a month's weeks are its rows, in order
            <tr key={row}>
              {week.map((day, column) => {
                // biome-ignore lint/suspicious/noArrayIndexKey: blanks before the 1st and after the last
                if (!day) return <td key={column} />;
                const { label, disabled, pressed, className } = lookOf(day);
                const tabbable = monthHasFocus ? day === focus.focusDay : day === tabDay;
                return (
                  <td key={day} className={cellClassName}>
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={tabbable ? 0 : -1}
                      aria-disabled={disabled || undefined}
                      aria-pressed={pressed}
                      aria-label={label}
                      onClick={() => {
                        focus.setFocusDay(day);
                        if (!disabled) onPick(day);
                      }}
                      className={className}
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
  );
}
