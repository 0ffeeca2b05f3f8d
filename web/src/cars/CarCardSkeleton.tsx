/** A grey card in the shape of a CarCard, shown while the list loads. */
export function CarCardSkeleton() {
  return (
    <div
      data-testid="car-card-skeleton"
      className="overflow-hidden rounded-xl border border-stone-200 bg-white"
    >
      <div className="aspect-[16/10] animate-pulse bg-stone-200" />
      <div className="grid gap-3 p-4">
        <div className="h-5 w-3/4 animate-pulse rounded bg-stone-200" />
        <div className="h-4 w-1/3 animate-pulse rounded bg-stone-200" />
        <div className="h-7 w-1/4 animate-pulse rounded bg-stone-200" />
        <div className="flex gap-2">
          <div className="h-6 w-20 animate-pulse rounded-full bg-stone-200" />
          <div className="h-6 w-16 animate-pulse rounded-full bg-stone-200" />
          <div className="h-6 w-14 animate-pulse rounded-full bg-stone-200" />
        </div>
      </div>
    </div>
  );
}

/** A grid of card skeletons, hidden from screen readers (the screen says "Loading..." itself). */
export function CarGridSkeleton({ cards }: { cards: number }) {
  return (
    <ul aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: cards }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <li key={index}>
          <CarCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

/** "Loading..." for screen readers over a row of card skeletons, while a list of cars loads. */
export function CarListSkeleton({ cards = 3 }: { cards?: number }) {
  return (
    <>
      <p role="status" className="sr-only">
        Loading...
      </p>
      <CarGridSkeleton cards={cards} />
    </>
  );
}
