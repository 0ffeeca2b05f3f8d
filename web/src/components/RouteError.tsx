import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router';
import { HttpError, isNotFound } from '#app/api/http.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { NotAuthorized } from './NotAuthorized.tsx';
import { NotFound } from './NotFound.tsx';
import { usePageTitle } from './use-page-title.ts';

/** Thrown by a route's guard when a signed-in person may not see its pages (an admin page, say). */
export class AccessDenied extends Error {
  constructor() {
    super('You are not authorized to view this page');
  }
}

const isForbidden = (error: unknown) =>
  error instanceof AccessDenied || (error instanceof HttpError && error.status === 403);

/**
 * The router's one error screen, in place of a screen that failed to load or render: "Not
 * authorized" for a 403, "Page not found" for a 404, otherwise what went wrong (for example a
 * stale chunk after a deploy, or no connection) with Try again.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  if (isForbidden(error)) return <NotAuthorizedPage />;
  if (isNotFound(error)) return <NotFound />;
  return <SomethingWentWrong error={error} reset={reset} />;
}

function NotAuthorizedPage() {
  usePageTitle('Not authorized');
  return <NotAuthorized />;
}

function SomethingWentWrong({ error, reset }: Pick<ErrorComponentProps, 'error' | 'reset'>) {
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
