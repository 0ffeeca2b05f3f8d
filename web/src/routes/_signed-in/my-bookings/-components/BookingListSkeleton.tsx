import { Skeleton, SkeletonRows } from '#app/components/ui/Skeleton.tsx';

/** "Loading..." for screen readers over three grey booking cards, while My Bookings loads. */
export function BookingListSkeleton() {
  return (
    <Skeleton>
      <SkeletonRows count={3} className="h-40 rounded-xl" />
    </Skeleton>
  );
}
