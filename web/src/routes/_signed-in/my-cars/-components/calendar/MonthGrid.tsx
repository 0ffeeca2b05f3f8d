import { type CalendarDate, monthName } from '@akwaaba/domain/bookings/stay';
import type { HostCalendar } from '#app/api/host-calendar.ts';
import { Icon } from '#app/components/ui/Icon.tsx';
import { type DayLook, MonthTable, useDayFocus } from '#app/components/ui/MonthTable.tsx';
import { addMonths, type DayInfo, dayInfo, dayStateText, monthOf, spokenDay } from './calendar-days.ts';

const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

/** A booking's return day: free to book, edged in the booked colour (shared with the legend). */
export const RETURN_DAY_CLASSES = 'border-l-4 border-brand-700';

/** Each state's look, shared with the legend. */
export const STATE_CLASSES: Record<DayInfo['state'], string> = {
  booked: 'bg-brand-700 text-white',
  held: 'bg-amber-200 text-amber-950',
  blocked: 'bg-stone-300 text-stone-800 line-through',
  free: 'bg-white text-ink hover:bg-brand-50',
};

/**
 * A month of the car's calendar, phone first: seven columns of day buttons, each saying its date
 * and what it holds ("Friday 4 December 2026, booked"), walked by keyboard as MonthTable says.
 * Weeks gone by are left out; days before today and after the last blockable day are marked
 * disabled but stay focusable.
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
  const firstMonth = monthOf(today);
  const lastMonth = monthOf(lastDay);
  const focus = useDayFocus(today, (to) => {
    // Focus stays on the days that can be picked.
    const day = to < today ? today : to > lastDay ? lastDay : to;
    onMonthChange(monthOf(day));
    return day;
  });

  const lookOf = (day: CalendarDate): DayLook => {
    const info = dayInfo(calendar, day);
    const outside = day < today || day > lastDay;
    const selected = isSelected(day);
    return {
      label: `${spokenDay(day)}, ${dayStateText(info)}`,
      disabled: outside,
      pressed: selected,
      className: `relative h-11 w-full rounded-lg text-sm font-medium ${
        outside ? 'cursor-not-allowed bg-stone-50 text-stone-300' : STATE_CLASSES[info.state]
      } ${!outside && info.state === 'free' && info.returnOf ? RETURN_DAY_CLASSES : ''} ${
        selected ? 'ring-3 ring-gold-400 ring-offset-1' : ''
      } ${day === today ? 'underline' : ''}`,
    };
  };

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
      <MonthTable
        month={month}
        caption={monthName(month)}
        weekdays={WEEKDAYS.map(([short, long]) => (
          <th key={short} scope="col" className="text-xs font-medium text-stone-500">
            <abbr title={long} className="no-underline">
              {short}
            </abbr>
          </th>
        ))}
        className="w-full table-fixed border-separate border-spacing-1"
        cellClassName="p-0"
        focus={focus}
        tabDay={month === firstMonth ? today : `${month}-01`}
        fromDay={today}
        lookOf={lookOf}
        onPick={(day) => onPick(day, dayInfo(calendar, day))}
      />
    </div>
  );
}
