import { addDays, addMonths, endOfMonth, format, getDay, parseISO, startOfMonth } from 'date-fns';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { spokenDate } from './booking-dates.ts';

const WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];
const iso = (date: Date) => format(date, 'yyyy-MM-dd');

/** A cell of the month grid: a day, or a blank before the 1st or after the last. */
type Cell = { key: string; day: string | null };

/** The weeks of a month as rows of cells; a blank's key says which one it is, since it has no day. */
function weeksOf(month: Date): Cell[][] {
  const first = startOfMonth(month);
  const cells: Cell[] = Array.from({ length: getDay(first) }, (_, n) => ({ key: `before-${n}`, day: null }));
  for (let day = first; day <= endOfMonth(month); day = addDays(day, 1))
    cells.push({ key: iso(day), day: iso(day) });
  for (let n = 0; cells.length % 7 !== 0; n++) cells.push({ key: `after-${n}`, day: null });
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * A month calendar to pick one day, as a grid of buttons: closed days are marked disabled (but
 * stay focusable, so the keyboard can move across them), the chosen day is pressed. One day at a time takes the Tab stop; the arrow keys move it (across months
 * too), Page Up and Page Down change month, Enter or Space picks.
 */
export function DateCalendar({
  label,
  value,
  onChange,
  isDisabled,
  initialMonth,
  describedBy,
}: {
  label: string;
  value: string;
  onChange: (day: string) => void;
  isDisabled: (day: string) => boolean;
  /** The month to show first when nothing is chosen. */
  initialMonth: string;
  describedBy?: string;
}) {
  const headingId = useId();
  const [month, setMonth] = useState(() => startOfMonth(parseISO(value || initialMonth)));
  const [focusDay, setFocusDay] = useState(value || initialMonth);
  const grid = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);

  // Follow the value when the form changes it (say, the end date pushed past a new start).
  useEffect(() => {
    if (!value) return;
    setFocusDay(value);
    setMonth(startOfMonth(parseISO(value)));
  }, [value]);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focusDay}"]`)?.focus();
  }, [focusDay]);

  const goTo = (day: string) => {
    moveFocus.current = true;
    setFocusDay(day);
    setMonth(startOfMonth(parseISO(day)));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const step = KEY_STEPS[event.key];
    if (step !== undefined) {
      event.preventDefault();
      goTo(iso(addDays(parseISO(focusDay), step)));
    } else if (event.key === 'PageUp' || event.key === 'PageDown') {
      event.preventDefault();
      goTo(iso(addMonths(parseISO(focusDay), event.key === 'PageUp' ? -1 : 1)));
    }
  };

  const changeMonth = (delta: number) => {
    const next = addMonths(month, delta);
    setMonth(next);
    setFocusDay(iso(next));
  };
  const monthHasFocus = focusDay.slice(0, 7) === iso(month).slice(0, 7);

  return (
    <div className="grid gap-2" aria-describedby={describedBy}>
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-stone-700">{label}</p>
        <div className="flex items-center gap-1">
          <button
            type="button"
            onClick={() => changeMonth(-1)}
            aria-label={`${label}: previous month`}
            className="grid size-9 place-items-center rounded-lg hover:bg-stone-100"
          >
            <span aria-hidden="true">‹</span>
          </button>
          <p id={headingId} aria-live="polite" className="min-w-32 text-center text-sm font-semibold">
            {format(month, 'MMMM yyyy')}
          </p>
          <button
            type="button"
            onClick={() => changeMonth(1)}
            aria-label={`${label}: next month`}
            className="grid size-9 place-items-center rounded-lg hover:bg-stone-100"
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <table ref={grid} className="w-full table-fixed">
        <caption className="sr-only">{`${label}, ${format(month, 'MMMM yyyy')}`}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col" className="pb-1 text-xs font-medium text-stone-500">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody onKeyDown={onKeyDown}>
          {weeksOf(month).map((week) => (
            <tr key={week[0]!.key}>
              {week.map(({ key, day }) => {
                if (!day) return <td key={key} />;
                const disabled = isDisabled(day);
                const chosen = day === value;
                const tabbable = monthHasFocus ? day === focusDay : day.endsWith('-01');
                return (
                  <td key={day} className="p-0.5 text-center">
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={tabbable ? 0 : -1}
                      aria-disabled={disabled || undefined}
                      aria-pressed={chosen}
                      aria-label={spokenDate(day)}
                      onClick={() => {
                        setFocusDay(day);
                        if (!disabled) onChange(day);
                      }}
                      className={`h-10 w-full rounded-lg text-sm ${
                        chosen
                          ? 'bg-brand-700 font-semibold text-white'
                          : disabled
                            ? 'cursor-not-allowed text-stone-300 line-through'
                            : 'hover:bg-brand-50'
                      }`}
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
