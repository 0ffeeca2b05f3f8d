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
