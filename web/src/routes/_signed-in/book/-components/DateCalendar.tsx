import { addCalendarMonths, monthName } from '@akwaaba/domain/bookings/stay';
import { useEffect, useId, useState } from 'react';
import { type DayLook, MonthTable, useDayFocus } from '#app/components/ui/MonthTable.tsx';
import { spokenDate } from './booking-dates.ts';

const WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];
const monthOf = (day: string) => day.slice(0, 7);

/**
 * A month calendar to pick one day, as a grid of buttons walked by keyboard as MonthTable says:
 * closed days are marked disabled (but stay focusable), the chosen day is pressed.
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
  const [month, setMonth] = useState(() => monthOf(value || initialMonth));
  const focus = useDayFocus(value || initialMonth, (day) => {
    setMonth(monthOf(day));
    return day;
  });
  const { setFocusDay } = focus;

  // Follow the value when the form changes it (say, the end date pushed past a new start).
  useEffect(() => {
    if (!value) return;
    setFocusDay(value);
    setMonth(monthOf(value));
  }, [value, setFocusDay]);

  const changeMonth = (delta: number) => {
    const next = monthOf(addCalendarMonths(`${month}-01`, delta));
    setMonth(next);
    setFocusDay(`${next}-01`);
  };

  const lookOf = (day: string): DayLook => {
    const disabled = isDisabled(day);
    const chosen = day === value;
    return {
      label: spokenDate(day),
      disabled,
      pressed: chosen,
      className: `h-10 w-full rounded-lg text-sm ${
        chosen
          ? 'bg-brand-700 font-semibold text-white'
          : disabled
            ? 'cursor-not-allowed text-stone-300 line-through'
            : 'hover:bg-brand-50'
      }`,
    };
  };

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
            {monthName(month)}
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
      <MonthTable
        month={month}
        caption={`${label}, ${monthName(month)}`}
        weekdays={WEEKDAYS.map((day) => (
          <th key={day} scope="col" className="pb-1 text-xs font-medium text-stone-500">
            {day}
          </th>
        ))}
        className="w-full table-fixed"
        cellClassName="p-0.5 text-center"
        focus={focus}
        tabDay={`${month}-01`}
        lookOf={lookOf}
        onPick={onChange}
      />
    </div>
  );
}
