/** "Loading..." for screen readers over four grey rows, while the projections load. */
export function ProjectionsSkeleton() {
  return (
    <>
      <p role="status" className="sr-only">
        Loading...
      </p>
      <div aria-hidden="true" className="grid gap-2 rounded-xl bg-white p-4 shadow-sm">
        {[0, 1, 2, 3].map((key) => (
          <div key={key} className="h-10 animate-pulse rounded bg-stone-200" />
        ))}
      </div>
    </>
  );
}
