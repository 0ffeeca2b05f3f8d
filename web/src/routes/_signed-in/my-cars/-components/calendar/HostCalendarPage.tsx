import { addCalendarDays, type CalendarDate, ghanaDate } from '@akwaaba/domain/bookings/stay';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { type CalendarBlock, hostCalendarQueryOptions } from '#app/api/host-calendar.ts';
import { useBlockDays, useUnblockDays } from '#app/api/host-calendar-actions.ts';
import { myCarsQueryOptions } from '#app/api/my-cars.ts';
import { PageHeading } from '#app/components/PageHeading.tsx';
import { PageSkeleton } from '#app/components/PageSkeleton.tsx';
import { showServerError } from '#app/components/toast/show-server-error.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { CalendarAgenda } from './CalendarAgenda.tsx';
import { CalendarLegend } from './CalendarLegend.tsx';
import { type DayInfo, lastBlockableDay, openingMonth } from './calendar-days.ts';
import { MonthGrid } from './MonthGrid.tsx';
import { type Selection, SelectionPanel } from './SelectionPanel.tsx';

const covers = (range: { startDate: string; endDate: string }, day: CalendarDate) =>
  range.startDate <= day && day < range.endDate;

/** The calendar's shape while it loads: the heading, the month and the list beside it. */
export function HostCalendarSkeleton() {
  return <PageSkeleton blocks={['h-5 w-24 rounded', 'h-9 w-72 rounded', 'h-96 rounded-xl']} aside="h-64" />;
}

/**
 * /my-cars/{id}/calendar: one car's month view for its host. Booked days (paid), days held
 * for a renter who has not paid yet and the days the host blocked; the host taps a first and
 * a last day (or one day) and blocks them, or taps blocked days to unblock them. The same
 * bookings and blocks are listed beside it, soonest first.
 */
export function HostCalendarPage({ carId }: { carId: string }) {
  const calendarQuery = useSuspenseQuery(hostCalendarQueryOptions(carId));
  const calendar = calendarQuery.data;
  const car = useSuspenseQuery(myCarsQueryOptions()).data.find((mine) => mine.id === carId);
  const name = car ? `${car.year} ${car.make} ${car.model}` : 'your car';
  // A signed-in page, rendered in the browser only: today can be read while rendering.
  const [today] = useState(() => ghanaDate(new Date()));
  const lastDay = lastBlockableDay(today);
  const [month, setMonth] = useState(() => openingMonth(today));
  const [selection, setSelection] = useState<Selection>(null);
  const blockDays = useBlockDays();
  const unblockDays = useUnblockDays();

  const pick = (day: CalendarDate, info: DayInfo) => {
    if (info.state === 'blocked') return setSelection({ kind: 'block', block: info.block });
    if (info.state !== 'free') return setSelection({ kind: 'booking', booking: info.booking });
    if (selection?.kind === 'days' && selection.picking)
      return setSelection({
        kind: 'days',
        first: day < selection.first ? day : selection.first,
        last: day < selection.first ? selection.first : day,
        picking: false,
      });
    setSelection({ kind: 'days', first: day, last: day, picking: true });
  };

  const isSelected = (day: CalendarDate) =>
    selection?.kind === 'days'
      ? selection.first <= day && day <= selection.last
      : selection?.kind === 'block'
        ? covers(selection.block, day)
        : selection?.kind === 'booking'
          ? covers(selection.booking, day)
          : false;

  async function block(first: CalendarDate, last: CalendarDate, text: string) {
    try {
      // The last day is blocked too: the range sent ends the day after it.
      await blockDays.mutateAsync({ carId, startDate: first, endDate: addCalendarDays(last, 1) });
      setSelection(null);
      toast({ title: 'Days blocked', description: `${text}: renters cannot book these days.` });
    } catch (error) {
      const problem = showServerError(error, 'Could not block these days');
      // Someone booked meanwhile: show the calendar as it is now.
      if (problem.status === 409) void calendarQuery.refetch();
    }
  }

  async function unblock(blocked: CalendarBlock, text: string) {
    try {
      await unblockDays.mutateAsync({ carId, blockId: blocked.blockId });
      setSelection((current) =>
        current?.kind === 'block' && current.block.blockId === blocked.blockId ? null : current,
      );
      toast({ title: 'Days unblocked', description: `${text}: renters can book these days again.` });
    } catch (error) {
      const problem = showServerError(error, 'Could not unblock these days');
      if (problem.status === 404 || problem.status === 409) void calendarQuery.refetch();
    }
  }

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <PageHeading
        title={`Calendar: ${name}`}
        back={
          <Link to="/my-cars" className="text-sm font-semibold text-brand-700 hover:underline">
            ← My Cars
          </Link>
        }
        intro="Block the days your car is not available: renters cannot book them. Tap the first day, then the last."
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <section
          aria-label="Month view"
          className="grid content-start gap-4 rounded-xl border border-stone-200 bg-white p-3 sm:p-5"
        >
          <CalendarLegend />
          <MonthGrid
            calendar={calendar}
            month={month}
            onMonthChange={setMonth}
            today={today}
            lastDay={lastDay}
            isSelected={isSelected}
            onPick={pick}
          />
          <SelectionPanel
            calendar={calendar}
            selection={selection}
            blocking={blockDays.isPending}
            unblocking={unblockDays.isPending}
            onBlock={block}
            onUnblock={unblock}
            onClear={() => setSelection(null)}
          />
        </section>
        <CalendarAgenda calendar={calendar} unblocking={unblockDays.isPending} onUnblock={unblock} />
      </div>
    </div>
  );
}
