import { Link } from '@tanstack/react-router';
import { buttonClasses } from '#app/components/ui/button-classes.ts';

export function ClosingCta() {
  return (
    <section className="bg-gold-100">
      <div className="mx-auto grid max-w-3xl justify-items-center gap-4 px-4 py-16 text-center sm:px-6">
        <h2 className="text-3xl font-bold">Ready to Hit the Road?</h2>
        <p className="text-lg text-stone-700">Find a car near you and book it in minutes.</p>
        <Link to="/cars" className={buttonClasses('primary', 'lg')}>
          Get Started
        </Link>
      </div>
    </section>
  );
}
