/**
 * A screen's shape while it loads: grey blocks down its main column and one for its side
 * panel (beside it from `lg` up), with "Loading..." for screen readers. Each block is given
 * by its size and corners, e.g. 'h-9 w-72 rounded'.
 */
export function PageSkeleton({
  blocks,
  aside,
  className = 'py-8',
}: {
  blocks: string[];
  aside: string;
  className?: string;
}) {
  return (
    <div aria-busy="true" className={`mx-auto max-w-7xl px-4 sm:px-6 ${className}`}>
      <p className="sr-only" role="status">
        Loading...
      </p>
      <div aria-hidden="true" className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="grid gap-4">
          {blocks.map((block, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
            <div key={index} className={`animate-pulse bg-stone-200 ${block}`} />
          ))}
        </div>
        <div className={`animate-pulse rounded-xl bg-stone-200 ${aside}`} />
      </div>
    </div>
  );
}
