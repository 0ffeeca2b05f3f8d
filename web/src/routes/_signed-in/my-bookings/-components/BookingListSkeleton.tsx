import { SkeletonList } from '#app/components/ui/Skeleton.tsx';

/** "Loading..." for screen readers over three grey booking cards, while My Bookings loads. */
export function BookingListSkeleton() {
  return <SkeletonList count={3} className="h-40 rounded-xl" />;
}
