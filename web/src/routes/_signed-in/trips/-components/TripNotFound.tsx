import { Link } from '@tanstack/react-router';
import { buttonClasses } from '#app/components/ui/button-classes.ts';

/** A trip that does not exist, or is not the viewer's (the server answers both alike). */
export function TripNotFound() {
  return (
    <section className="mx-auto grid max-w-xl justify-items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Trip not found</h1>
      <p className="text-stone-600">
        We couldn’t find this trip among your bookings or the bookings of your cars.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/my-bookings" className={buttonClasses('primary')}>
          My Bookings
        </Link>
        <Link to="/my-cars" className={buttonClasses('outline')}>
          My Cars
        </Link>
      </div>
    </section>
  );
}
