import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { usePrefetchQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { damageCasesQueryOptions, noShowsQueryOptions } from '#app/api/trips.ts';
import { SkeletonBlock, SkeletonRows } from '#app/components/ui/Skeleton.tsx';
import { usePageTitle } from '#app/components/use-page-title.ts';
import { AdminSubpage, AdminSubpageSkeleton } from '../AdminSubpage.tsx';
import { type ConversationToRead, ReadConversationDialog } from '../messages/ReadConversationDialog.tsx';
import { carNameOf, DamageCaseCard } from './DamageCaseCard.tsx';
import { NoShowList } from './NoShowList.tsx';
import { ResolveDamageDialog, type ResolveTarget } from './ResolveDamageDialog.tsx';

const tabClasses =
  'rounded-lg px-4 py-2 text-sm font-semibold text-stone-700 data-hover:bg-stone-100 data-selected:bg-brand-700 data-selected:text-white';

/**
 * The admin's trips: damage reported at returns (open ones first), each with both sets of photos
 * and the booking's history, to resolve with a note; and paid bookings nobody handed over.
 * The page reads both lists and waits for them (the route's skeleton meanwhile).
 */
export function TripsAdminPage() {
  // Both lists asked for together, then waited for (one after the other would wait twice as long).
  usePrefetchQuery(noShowsQueryOptions());
  const { data: cases } = useSuspenseQuery(damageCasesQueryOptions());
  const { data: noShows } = useSuspenseQuery(noShowsQueryOptions());
  const [resolving, setResolving] = useState<ResolveTarget | null>(null);
  const [reading, setReading] = useState<ConversationToRead | null>(null);
  const open = cases.filter((damageCase) => damageCase.damageCase.status === 'open').length;

  return (
    <AdminSubpage title="Trips" intro="Damage reported at a return, and paid bookings nobody handed over.">
      <TabGroup className="grid gap-4">
        <TabList className="flex flex-wrap gap-2">
          <Tab className={tabClasses}>Damage cases ({open} open)</Tab>
          <Tab className={tabClasses}>No-shows ({noShows.length})</Tab>
        </TabList>
        <TabPanels>
          <TabPanel className="grid gap-4">
            {cases.length === 0 ? (
              <p className="rounded-xl bg-white p-10 text-center text-lg font-semibold">No damage reports.</p>
            ) : (
              cases.map((damageCase) => (
                <DamageCaseCard
                  key={damageCase.bookingId}
                  damageCase={damageCase}
                  onResolve={() =>
                    setResolving({ bookingId: damageCase.bookingId, carName: carNameOf(damageCase) })
                  }
                  onReadConversation={() =>
                    // A booking's conversation has the booking's id.
                    setReading({ conversationId: damageCase.bookingId, carTitle: carNameOf(damageCase) })
                  }
                />
              ))
            )}
          </TabPanel>
          <TabPanel>
            <NoShowList noShows={noShows} />
          </TabPanel>
        </TabPanels>
      </TabGroup>
      <ResolveDamageDialog target={resolving} onClose={() => setResolving(null)} />
      <ReadConversationDialog subject={reading} onClose={() => setReading(null)} />
    </AdminSubpage>
  );
}

/** The page's shape while both lists load. */
export function TripsAdminSkeleton() {
  usePageTitle('Trips');
  return (
    <AdminSubpageSkeleton>
      <SkeletonBlock className="h-10 w-72 rounded-lg" />
      <SkeletonRows count={2} className="h-72 rounded-xl" />
    </AdminSubpageSkeleton>
  );
}
