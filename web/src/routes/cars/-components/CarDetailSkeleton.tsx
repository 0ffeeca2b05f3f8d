import { PageSkeleton } from '#app/components/PageSkeleton.tsx';

/** The shape of the car detail screen while it loads. */
export const CarDetailSkeleton = () => (
  <PageSkeleton
    blocks={[
      'h-5 w-28 rounded',
      'aspect-[16/10] rounded-xl',
      'h-8 w-2/3 rounded',
      'h-5 w-1/3 rounded',
      'h-32 rounded-xl',
    ]}
    aside="h-56"
    className="py-6"
  />
);
