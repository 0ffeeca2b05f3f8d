import { Link } from '@tanstack/react-router';
import { buttonClasses } from './ui/button-classes.ts';

/** What a signed-in user without the admin role sees at /admin. */
export function NotAuthorized() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-5xl font-bold text-brand-700">403</p>
      <h1 className="text-2xl font-bold">You are not authorized to view this page</h1>
      <p className="text-stone-600">
        The Admin Dashboard is only for Akwaaba Drive administrators. If you think you should have access,
        contact the team.
      </p>
      <Link to="/cars" className={buttonClasses('primary', 'md')}>
        Browse Cars
      </Link>
    </section>
  );
}
