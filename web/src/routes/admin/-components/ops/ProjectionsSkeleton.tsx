import { SkeletonRows } from '#app/components/ui/Skeleton.tsx';

/** "Loading..." for screen readers over four grey rows, while the projections load. */
export function ProjectionsSkeleton() {
  return (
    <>
      <p role="status" className="sr-only">
        Loading...
      </p>
      <div aria-hidden="true" className="grid gap-2 rounded-xl bg-white p-4 shadow-sm">
        <SkeletonRows count={4} className="h-10 rounded" />
      </div>
    </>
  );
}
