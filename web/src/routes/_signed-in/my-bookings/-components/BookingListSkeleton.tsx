import { Skeleton } from '#app/components/ui/Skeleton.tsx';

/** "Loading..." for screen readers over three grey booking cards, while My Bookings loads. */
export function BookingListSkeleton() {
  return (
    <Skeleton>
      {[0, 1, 2].map((key) => (
        <div key={key} className="h-40 animate-pulse rounded-xl bg-stone-200" />
      ))}
    </Skeleton>
  );
}
