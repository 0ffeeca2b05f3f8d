import { Link } from '@tanstack/react-router';
import { buttonClasses } from './ui/button-classes.ts';
import { usePageTitle } from './use-page-title.ts';

export function NotFound() {
  usePageTitle('Page not found');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-5xl font-bold text-brand-700">404</p>
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p className="text-stone-600">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={buttonClasses('primary', 'md')}>
        Go to the home page
      </Link>
    </section>
  );
}
