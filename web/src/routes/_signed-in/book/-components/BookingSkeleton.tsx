import { PageSkeleton } from '#app/components/PageSkeleton.tsx';

/** The shape of the booking screen while the car loads. */
export const BookingSkeleton = () => (
  <PageSkeleton
    blocks={['h-9 w-72 rounded', 'h-96 rounded-xl', 'h-24 rounded-xl', 'h-12 rounded-lg']}
    aside="h-80"
  />
);
