import { type QueryClient, useQueryClient, useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, Link, useMatch, useRouter } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { HttpError, isNotFound } from '#app/api/http.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { LoadError } from './LoadError.tsx';
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
 * Whether `error` is what one of the app's reads failed with (a refusal, a server failure, no
 * connection), rather than a screen that broke or a chunk that did not download: only a read
 * is "We couldn't load …".
 */
const isFailedRead = (queryClient: QueryClient, error: unknown) =>
  queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.error === error);

/** What a route's loader reads, told to the error screen by the route's `staticData.loads`. */
export interface RouteData {
  /** As "We couldn't load …" names it: 'this car', 'your bookings'. */
  what: string;
  /** 'page' in place of a whole screen; 'panel' in place of a list whose header stays (its layout route). */
  layout?: 'page' | 'panel';
  /** The route's own screen for a 404, in place of "Page not found". */
  notFound?: ComponentType;
  /** The page's title on the load error and on the route's own not-found screen. */
  title?: string;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** What the route's loader reads: its failure is shown as "We couldn't load …". */
    loads?: RouteData;
  }
}

/**
 * The router's one error screen, in place of a screen that failed to load or render: "Not
 * authorized" for a 403; "Page not found", or the route's own not-found screen, for a 404; a
 * failed read of a route that declares what it loads (`staticData: { loads }`) as "We couldn't
 * load …" with the server's message or a check-your-connection line; otherwise what went wrong
 * (a stale chunk after a deploy, say). Try again reads again and runs the route's loader again.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const data = useMatch({ strict: false, select: (match) => match.staticData.loads });
  const router = useRouter();
  const queryClient = useQueryClient();
  const queryErrors = useQueryErrorResetBoundary();
  const retry = () => {
    // A read that failed while a screen rendered (useSuspenseQuery) may read again.
    queryErrors.reset();
    reset();
    return router.invalidate();
  };

  if (isForbidden(error)) return <NotAuthorizedPage />;
  const title = data?.title && <PageTitle title={data.title} />;
  if (isNotFound(error) && data?.notFound)
    return (
      <>
        {title}
        <data.notFound />
      </>
    );
  if (isNotFound(error)) return <NotFound />;
  if (data && isFailedRead(queryClient, error))
    return (
      <>
        {title}
        <LoadError what={data.what} error={error} onRetry={retry} layout={data.layout} />
      </>
    );
  return <SomethingWentWrong error={error} retry={retry} />;
}

function PageTitle({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

function NotAuthorizedPage() {
  usePageTitle('Not authorized');
  return <NotAuthorized />;
}

function SomethingWentWrong({ error, retry }: { error: unknown; retry: () => unknown }) {
  return (
    <section role="alert" className="mx-auto grid max-w-xl justify-items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-stone-600">This page could not be shown. Check your connection and try again.</p>
      {error instanceof Error && error.message && <p className="text-sm text-stone-500">{error.message}</p>}
      <div className="flex gap-3">
        <button type="button" onClick={() => void retry()} className={buttonClasses('primary')}>
          Try again
        </button>
        <Link to="/" className={buttonClasses('outline')}>
          Go to the home page
        </Link>
      </div>
    </section>
  );
}
