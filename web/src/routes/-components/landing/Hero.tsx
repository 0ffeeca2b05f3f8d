import { Link, useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { useSession } from '#app/api/auth.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';

const fieldClasses =
  'mt-1 block h-12 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-ink placeholder:text-stone-500';

const dateInputs = (form: HTMLFormElement) =>
  ['start', 'end'].map((name) => form.elements.namedItem(name) as HTMLInputElement);

/**
 * The phone's own checks, in the product's words: no day before today (Ghana keeps UTC), and a
 * return after the pick-up. The form is not sent while they fail. Set as the renter fills the
 * dates in, never while rendering: the server renders this page without a clock (ADR 0015).
 */
function checkDates(form: HTMLFormElement) {
  const [start, end] = dateInputs(form) as [HTMLInputElement, HTMLInputElement];
  start.min = new Date().toISOString().slice(0, 10);
  end.min = start.value || start.min;
  end.setCustomValidity(
    start.value && end.value && end.value <= start.value
      ? 'The return date must be after the pick-up date.'
      : '',
  );
}

export function Hero() {
  const session = useSession();
  const navigate = useNavigate();
  // Before the app has taken over the page, the browser sends the form to /cars itself.
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const [start, end] = dateInputs(event.currentTarget).map((input) => input.value);
    const where = (event.currentTarget.elements.namedItem('location') as HTMLInputElement).value.trim();
    void navigate({ to: '/cars', search: { location: where || undefined, start, end } });
  };
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
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for many phones in use; role="search" works everywhere */}
        <form
          role="search"
          aria-label="Find a car"
          action="/cars"
          onFocus={(event) => checkDates(event.currentTarget)}
          onInput={(event) => checkDates(event.currentTarget)}
          onSubmit={search}
          className="grid max-w-4xl grid-cols-2 items-end gap-3 rounded-xl bg-white/10 p-3 sm:grid-cols-[1.5fr_1fr_1fr_auto]"
        >
          <label className="col-span-2 text-sm font-medium sm:col-span-1">
            Where
            <input
              type="search"
              name="location"
              autoComplete="off"
              placeholder="Town or area (Accra, Kumasi...)"
              className={fieldClasses}
            />
          </label>
          <label className="text-sm font-medium">
            Pick-up date
            <input type="date" name="start" required className={fieldClasses} />
          </label>
          <label className="text-sm font-medium">
            Return date
            <input type="date" name="end" required className={fieldClasses} />
          </label>
          <button type="submit" className={buttonClasses('gold', 'lg', 'col-span-2 sm:col-span-1')}>
            Find cars
          </button>
        </form>
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
