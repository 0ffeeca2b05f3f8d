import { Link } from '@tanstack/react-router';
import { useSession } from '#app/api/auth.ts';
import { displayCedis } from '#app/cars/price.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';

/** The sticky price panel; booking needs a signed-in renter, so visitors go to log in first. */
export function BookingPanel({ carId, pricePerDay }: { carId: string; pricePerDay: string }) {
  const session = useSession();
  return (
    <aside aria-label="Booking" className="lg:sticky lg:top-20 lg:self-start">
      <div className="grid gap-4 rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
        <p>
          <span className="text-3xl font-bold text-brand-700">{displayCedis(pricePerDay)}</span>
          <span className="text-stone-600"> per day</span>
        </p>
        <Link
          {...(session.status === 'signedIn'
            ? { to: '/book/$id', params: { id: carId } }
            : { to: '/login', search: { redirect: `/book/${carId}` } })}
          className={buttonClasses('primary', 'lg', 'w-full')}
        >
          Book Now
        </Link>
        <ul className="grid gap-2 text-sm text-stone-600">
          <li className="flex items-center gap-2">
            <svg
              viewBox="0 0 24 24"
              className="size-4 text-brand-700"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M12 3l7 3v6c0 4.5-3 7.7-7 9-4-1.3-7-4.5-7-9V6l7-3z" />
            </svg>
            Protected by Akwaaba Drive
          </li>
          <li className="flex items-center gap-2">
            <svg
              viewBox="0 0 24 24"
              className="size-4 text-brand-700"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M5 12l5 5 9-10" />
            </svg>
            Free cancellation up to 24h before
          </li>
        </ul>
      </div>
    </aside>
  );
}
