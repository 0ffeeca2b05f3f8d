import type { AdminNoShowView } from '@akwaaba/domain';
import { day, when } from '#app/trips/trip-labels.ts';

/** Paid bookings nobody handed over within 24 hours of the start date: who to call. */
export function NoShowList({ noShows }: { noShows: AdminNoShowView[] }) {
  if (noShows.length === 0)
    return <p className="rounded-xl bg-white p-10 text-center text-lg font-semibold">No no-shows.</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {noShows.map((noShow) => (
        <li key={noShow.bookingId} className="grid gap-1 rounded-xl border border-stone-200 bg-white p-4">
          <h2 className="font-semibold">
            {noShow.car.year} {noShow.car.make} {noShow.car.model}
          </h2>
          <p className="text-sm text-stone-700">
            {noShow.car.location} · {day(noShow.startDate)} – {day(noShow.endDate)}
          </p>
          <p className="text-sm text-stone-700">
            Renter {noShow.renter.firstName} {noShow.renter.lastName} · Host {noShow.host.firstName}{' '}
            {noShow.host.lastName}
          </p>
          <p className="text-sm text-stone-600">
            Flagged <time dateTime={noShow.flaggedAt}>{when(noShow.flaggedAt)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
