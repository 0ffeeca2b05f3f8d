import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, Outlet } from '@tanstack/react-router';
import { createContext, useMemo, useState } from 'react';
import { pendingCarsQueryOptions } from '#app/api/admin-cars.ts';
import { pendingDriversQueryOptions } from '#app/api/drivers.ts';
import { reportsQueryOptions } from '#app/api/reports.ts';
import { useLayoutValue } from '#app/components/layout-context.ts';
import { PageHeading } from '#app/components/PageHeading.tsx';
import { AllListings } from './AllListings.tsx';
import { DeleteListingDialog, type DeleteTarget } from './DeleteListingDialog.tsx';
import { DriversQueue } from './DriversQueue.tsx';
import { HistoryDialog, type HistoryTarget } from './HistoryDialog.tsx';
import { ReportsQueue } from './ReportsQueue.tsx';
import { ReviewDialog, type ReviewTarget } from './ReviewDialog.tsx';

const tabClasses =
  'rounded-lg px-4 py-2 text-sm font-semibold text-stone-700 data-hover:bg-stone-100 data-selected:bg-brand-700 data-selected:text-white';

/** The dashboard's dialogs, opened from the queue and from All listings. */
interface DashboardDialogs {
  review: (target: ReviewTarget) => void;
  remove: (target: DeleteTarget) => void;
  history: (target: HistoryTarget) => void;
}

const DashboardDialogsContext = createContext<DashboardDialogs | null>(null);

/** For the queue under the dashboard: its cards open the page's dialogs. */
export const useDashboardDialogs = () =>
  useLayoutValue(DashboardDialogsContext, 'useDashboardDialogs', 'AdminDashboard');

/**
 * The Admin Dashboard: the verification queue (the index route, in the first tab) with its
 * verdicts, every listing's history, and the Drivers queue (renters' licences and IDs). The header, the tabs and All listings stay on screen
 * while the queue loads, or fails to.
 */
export function AdminDashboard() {
  // Not suspense: the tab counts the queue once the route below has read it, and never waits for it.
  const pending = useQuery({ ...pendingCarsQueryOptions(), enabled: false });
  // Not suspense either: the Drivers tab shows how many renters wait, and the dashboard never waits for it.
  const drivers = useQuery(pendingDriversQueryOptions());
  // Nor here: the Reports tab counts the open reports.
  const reports = useQuery(reportsQueryOptions());
  const openReports = reports.data?.filter((report) => report.status === 'open').length;
  const [review, setReview] = useState<ReviewTarget | null>(null);
  const [removal, setRemoval] = useState<DeleteTarget | null>(null);
  const [history, setHistory] = useState<HistoryTarget | null>(null);
  const dialogs = useMemo<DashboardDialogs>(
    () => ({ review: setReview, remove: setRemoval, history: setHistory }),
    [],
  );

  return (
    <DashboardDialogsContext.Provider value={dialogs}>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6">
        <header className="flex flex-wrap items-end justify-between gap-3">
          <PageHeading
            title="Admin Dashboard"
            intro="Check each listing against its papers before it goes live."
          />
          <div className="flex flex-wrap gap-4">
            <Link to="/admin/users" className="text-sm font-semibold text-brand-700 hover:underline">
              Users: suspend and reinstate →
            </Link>
            <Link to="/admin/trips" className="text-sm font-semibold text-brand-700 hover:underline">
              Damage cases and no-shows →
            </Link>
            <Link to="/admin/ops" className="text-sm font-semibold text-brand-700 hover:underline">
              Projections and rebuilds →
            </Link>
            <Link to="/admin/finance" className="text-sm font-semibold text-brand-700 hover:underline">
              Finance<span aria-hidden="true"> →</span>
            </Link>
            <Link to="/admin/messages" className="text-sm font-semibold text-brand-700 hover:underline">
              Reported messages<span aria-hidden="true"> →</span>
            </Link>
          </div>
        </header>
        <TabGroup className="grid gap-4">
          <TabList className="flex flex-wrap gap-2">
            <Tab className={tabClasses}>Pending review{pending.data ? ` (${pending.data.length})` : ''}</Tab>
            <Tab className={tabClasses}>All listings</Tab>
            <Tab className={tabClasses}>Drivers{drivers.data ? ` (${drivers.data.length})` : ''}</Tab>
            <Tab className={tabClasses}>Reports{openReports === undefined ? '' : ` (${openReports})`}</Tab>
          </TabList>
          <TabPanels>
            <TabPanel>
              <Outlet />
            </TabPanel>
            <TabPanel>
              <AllListings
                onHistory={(carId, carName) => setHistory({ carId, carName })}
                onDelete={(carId, carName) => setRemoval({ carId, carName })}
              />
            </TabPanel>
            <TabPanel>
              <DriversQueue />
            </TabPanel>
            <TabPanel>
              <ReportsQueue />
            </TabPanel>
          </TabPanels>
        </TabGroup>
        <ReviewDialog target={review} onClose={() => setReview(null)} />
        <DeleteListingDialog target={removal} onClose={() => setRemoval(null)} />
        <HistoryDialog target={history} onClose={() => setHistory(null)} />
      </div>
    </DashboardDialogsContext.Provider>
  );
}
