import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router';
import { buttonClasses } from '#app/components/ui/button-classes.ts';

/** Shown in place of a screen that failed to load or render (for example a stale chunk after a deploy). */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <section role="alert" className="mx-auto grid max-w-xl justify-items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-stone-600">This page could not be shown. Check your connection and try again.</p>
      {error instanceof Error && error.message && <p className="text-sm text-stone-500">{error.message}</p>}
      <div className="flex gap-3">
        <button type="button" onClick={retry} className={buttonClasses('primary')}>
          Try again
        </button>
        <Link to="/" className={buttonClasses('outline')}>
          Go to the home page
        </Link>
      </div>
    </section>
  );
}
