/** "Loading..." for screen readers over three grey booking cards, while My Bookings loads. */
export function BookingListSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-4">
      <p role="status" className="sr-only">
        Loading...
      </p>
      {[0, 1, 2].map((key) => (
        <div key={key} aria-hidden="true" className="h-40 animate-pulse rounded-xl bg-stone-200" />
      ))}
    </div>
  );
}
