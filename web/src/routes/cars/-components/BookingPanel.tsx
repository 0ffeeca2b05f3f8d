import { Link } from '@tanstack/react-router';
import { useSession } from '#app/api/auth.ts';
import { displayCedis } from '#app/cars/price.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { Icon } from '#app/components/ui/Icon.tsx';

/**
 * The price and Book Now. On a phone they stay in a bar at the bottom of the screen while the
 * page scrolls, and settle at the end of the page; beside the car on a wide screen. Booking
 * needs a signed-in renter, so visitors go to log in first. The renter's searched dates go on
 * to the booking form, through the login too.
 */
export function BookingPanel({
  carId,
  pricePerDay,
  stay,
}: {
  carId: string;
  pricePerDay: string;
  stay: { start: string; end: string } | null;
}) {
  const session = useSession();
  const search = stay ?? {};
  return (
    <aside
      aria-label="Booking"
      className="sticky bottom-0 z-20 -mx-4 border-t border-stone-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] sm:-mx-6 sm:px-6 lg:top-20 lg:bottom-auto lg:mx-0 lg:self-start lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none"
    >
      <div className="flex items-center justify-between gap-4 lg:grid lg:rounded-xl lg:border lg:border-stone-200 lg:bg-white lg:p-6 lg:shadow-sm">
        <div className="grid gap-1 lg:contents">
          <p className="lg:order-1">
            <span className="text-2xl font-bold text-brand-700 lg:text-3xl">{displayCedis(pricePerDay)}</span>
            <span className="text-stone-600"> per day</span>
          </p>
          <ul className="grid gap-2 text-xs text-stone-600 lg:order-3 lg:text-sm">
            <li className="hidden items-center gap-2 lg:flex">
              <Icon name="shield" className="size-4 text-brand-700" />
              <Link
                to="/how-it-works"
                hash="protection"
                className="underline decoration-stone-300 underline-offset-2 hover:text-brand-700"
              >
                Protected by Akwaaba Drive
              </Link>
            </li>
            <li className="flex items-center gap-2">
              <Icon name="check" className="size-4 text-brand-700" />
              Free cancellation up to 24h before
            </li>
          </ul>
        </div>
        <Link
          {...(session.status === 'signedIn'
            ? { to: '/book/$id', params: { id: carId }, search }
            : {
                to: '/login',
                search: { redirect: `/book/${carId}${stay ? `?${new URLSearchParams(stay)}` : ''}` },
              })}
          className={buttonClasses('primary', 'lg', 'shrink-0 lg:order-2 lg:w-full')}
        >
          Book Now
        </Link>
      </div>
    </aside>
  );
}
