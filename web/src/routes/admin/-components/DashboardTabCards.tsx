import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '#app/components/LoadError.tsx';

/**
 * A dashboard tab's cards, read without suspense so that the dashboard's header and other tabs
 * stay while they load or fail: the load error with Retry, "Loading...", `empty` when there are
 * none, or a card per item in the dashboard's grid.
 */
export function DashboardTabCards<Item extends { id: string }>({
  query,
  what,
  empty,
  children,
}: {
  query: UseQueryResult<Item[]>;
  /** What failed to load, for the error: "the reports". */
  what: string;
  empty: string;
  /** An item's card. */
  children: (item: Item) => ReactNode;
}) {
  if (query.isError)
    return <LoadError what={what} error={query.error} onRetry={query.refetch} layout="inline" />;
  if (!query.data)
    return (
      <p role="status" className="text-sm text-stone-600">
        Loading...
      </p>
    );
  if (query.data.length === 0)
    return <p className="rounded-xl bg-white p-10 text-center text-lg font-semibold">{empty}</p>;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {query.data.map((item) => (
        <li key={item.id}>{children(item)}</li>
      ))}
    </ul>
  );
}
