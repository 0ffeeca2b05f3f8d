import type { ReactNode } from 'react';

/**
 * The grey shape of something still loading: its blocks (the children, stacked) for the eye,
 * hidden from screen readers, which hear "Loading..." instead.
 */
export function Skeleton({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div aria-busy="true" className={className}>
      <p role="status" className="sr-only">
        Loading...
      </p>
      <div aria-hidden="true" className="grid gap-4">
        {children}
      </div>
    </div>
  );
}

/** One grey block of a skeleton, given by its size and corners, e.g. 'h-9 w-40 rounded'. */
export function SkeletonBlock({ className }: { className: string }) {
  return <div className={`animate-pulse bg-stone-200 ${className}`} />;
}

/** `count` grey blocks alike, one under the other: the rows of a list still loading. */
export function SkeletonRows({ count, className }: { count: number; className: string }) {
  return Array.from({ length: count }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders alike, never reordered
    <SkeletonBlock key={row} className={className} />
  ));
}

/** A list still loading: `count` grey rows alike, with "Loading..." for screen readers. */
export function SkeletonList({ count, className }: { count: number; className: string }) {
  return (
    <Skeleton>
      <SkeletonRows count={count} className={className} />
    </Skeleton>
  );
}
