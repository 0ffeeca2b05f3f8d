import { Link } from '@tanstack/react-router';
import { useSession } from '#app/api/auth.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';

export function Hero() {
  const session = useSession();
  return (
    <section className="surface-dark relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      {/* A kente-like band of the flag's colours, purely decorative. */}
      <div aria-hidden="true" className="absolute inset-x-0 bottom-0 flex h-2">
        <span className="flex-1 bg-red-600" />
        <span className="flex-1 bg-gold-400" />
        <span className="flex-1 bg-brand-600" />
      </div>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-16 sm:px-6 sm:py-24 lg:py-28">
        <p className="text-sm font-semibold tracking-wide text-gold-300 uppercase">
          Akwaaba! You are welcome.
        </p>
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-6xl">Akwaaba Drive</h1>
        <p className="max-w-2xl text-lg text-brand-50 sm:text-xl">
          Rent cars directly from trusted owners across Ghana, or earn from your own car when you are not
          using it.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to="/cars" className={buttonClasses('gold', 'lg')}>
            Browse Cars
          </Link>
          <Link
            to={session.status === 'signedIn' ? '/my-cars' : '/login'}
            className={buttonClasses('outlineLight', 'lg')}
          >
            List Your Car
          </Link>
        </div>
      </div>
    </section>
  );
}
