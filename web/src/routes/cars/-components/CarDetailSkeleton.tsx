/** The shape of the car detail screen while it loads. */
export function CarDetailSkeleton() {
  return (
    <div aria-busy="true" className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
      <p className="sr-only" role="status">
        Loading...
      </p>
      <div aria-hidden="true" className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="grid gap-4">
          <div className="h-5 w-28 animate-pulse rounded bg-stone-200" />
          <div className="aspect-[16/10] animate-pulse rounded-xl bg-stone-200" />
          <div className="h-8 w-2/3 animate-pulse rounded bg-stone-200" />
          <div className="h-5 w-1/3 animate-pulse rounded bg-stone-200" />
          <div className="h-32 animate-pulse rounded-xl bg-stone-200" />
        </div>
        <div className="h-56 animate-pulse rounded-xl bg-stone-200" />
      </div>
    </div>
  );
}
