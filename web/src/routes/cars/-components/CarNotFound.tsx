import { Link } from '@tanstack/react-router';
import { buttonClasses } from '#app/components/ui/button-classes.ts';

export function CarNotFound() {
  return (
    <section className="mx-auto grid max-w-xl justify-items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Car not found</h1>
      <p className="text-stone-600">We couldn’t find this car. It may no longer be listed.</p>
      <Link to="/cars" className={buttonClasses('primary')}>
        Browse Cars
      </Link>
    </section>
  );
}
