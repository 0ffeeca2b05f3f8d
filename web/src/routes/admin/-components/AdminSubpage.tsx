import type { ReactNode } from 'react';
import { PageHeading } from '#app/components/PageHeading.tsx';
import { Skeleton, SkeletonBlock } from '#app/components/ui/Skeleton.tsx';
import { BackToDashboard } from './BackToDashboard.tsx';

const column = 'mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6';

/** A page off the admin dashboard (users, trips, finance...): its heading with the way back, then the page. */
export function AdminSubpage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={column}>
      <PageHeading title={title} back={<BackToDashboard />} intro={intro} />
      {children}
    </div>
  );
}

/** Such a page's shape while it loads: its title's block, then the page's own blocks. */
export function AdminSubpageSkeleton({ children }: { children: ReactNode }) {
  return (
    <Skeleton className={column}>
      <SkeletonBlock className="h-9 w-40 rounded" />
      {children}
    </Skeleton>
  );
}
