import { Link } from '@tanstack/react-router';
import { useSession } from '#app/api/auth.ts';
import { displayCedis } from '#app/cars/price.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { Icon } from '#app/components/ui/Icon.tsx';

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
            <Icon name="shield" className="size-4 text-brand-700" />
            Protected by Akwaaba Drive
          </li>
          <li className="flex items-center gap-2">
            <Icon name="check" className="size-4 text-brand-700" />
            Free cancellation up to 24h before
          </li>
        </ul>
      </div>
    </aside>
  );
}
