/** The shape of the booking screen while the car loads. */
export function BookingSkeleton() {
  return (
    <div aria-busy="true" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <p className="sr-only" role="status">
        Loading...
      </p>
      <div aria-hidden="true" className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="grid gap-4">
          <div className="h-9 w-72 animate-pulse rounded bg-stone-200" />
          <div className="h-96 animate-pulse rounded-xl bg-stone-200" />
          <div className="h-24 animate-pulse rounded-xl bg-stone-200" />
          <div className="h-12 animate-pulse rounded-lg bg-stone-200" />
        </div>
        <div className="h-80 animate-pulse rounded-xl bg-stone-200" />
      </div>
    </div>
  );
}
