import type { BookingView } from '@akwaaba/domain';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { apiProblemOf } from '#app/api/api-error.ts';
import { useSession } from '#app/api/auth.ts';
import { useInitializePayment } from '#app/api/booking-actions.ts';
import { myBookingsQueryOptions } from '#app/api/bookings.ts';
import { leaveFor } from '#app/api/navigation.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { BookingCard } from './BookingCard.tsx';
import { CancelBookingDialog } from './CancelBookingDialog.tsx';
import { ReviewBookingDialog } from './ReviewBookingDialog.tsx';

/** Spec section 2: Upcoming holds confirmed and pending bookings (and requests waiting for their host); everything else is Past. */
const isUpcoming = (booking: BookingView) =>
  booking.status === 'confirmed' || booking.status === 'pending' || booking.status === 'requested';

function Empty({ upcoming }: { upcoming: boolean }) {
  return (
    <div className="grid justify-items-center gap-4 rounded-xl bg-white p-10 text-center">
      <p className="text-lg font-semibold">{upcoming ? 'No upcoming bookings' : 'No past bookings'}</p>
      {upcoming && (
        <Link to="/cars" className={buttonClasses('primary')}>
          Browse Cars
        </Link>
      )}
    </div>
  );
}

/**
 * My Bookings: Upcoming and Past tabs with counts, one card per booking, cancel and review dialogs.
 * Its route reads the list first (the skeleton meanwhile, the load error if that fails).
 */
export function MyBookingsPage() {
  const { data: bookings } = useSuspenseQuery(myBookingsQueryOptions());
  const pay = useInitializePayment();
  const mayPay = useSession().user?.driverVerification === 'approved';
  const [cancelling, setCancelling] = useState<BookingView | null>(null);
  const [reviewing, setReviewing] = useState<BookingView | null>(null);

  async function payFor(booking: BookingView) {
    try {
      const payment = await pay.mutateAsync(booking.id);
      leaveFor(payment.authorization_url);
    } catch (error) {
      toast({ title: 'Payment Failed', description: apiProblemOf(error).message, variant: 'destructive' });
    }
  }

  const upcoming = bookings.filter(isUpcoming);
  const past = bookings.filter((b) => !isUpcoming(b)).reverse();
  const tabs = [
    { name: 'Upcoming', list: upcoming },
    { name: 'Past', list: past },
  ];
  const tabClass =
    'rounded-lg px-4 py-2 text-sm font-semibold text-stone-700 data-hover:bg-stone-100 data-selected:bg-white data-selected:text-brand-800 data-selected:shadow-sm';

  return (
    <>
      <TabGroup className="grid gap-4">
        <TabList className="flex w-fit gap-1 rounded-xl bg-stone-200/70 p-1">
          {tabs.map((tab) => (
            <Tab key={tab.name} className={tabClass}>
              {tab.name} ({tab.list.length})
            </Tab>
          ))}
        </TabList>
        <TabPanels>
          {tabs.map((tab) => (
            <TabPanel key={tab.name} className="grid gap-4">
              {tab.list.length === 0 ? (
                <Empty upcoming={tab.name === 'Upcoming'} />
              ) : (
                <ul className="grid gap-4">
                  {tab.list.map((booking) => (
                    <li key={booking.id}>
                      <BookingCard
                        booking={booking}
                        mayPay={mayPay}
                        onPay={() => void payFor(booking)}
                        paying={pay.isPending && pay.variables === booking.id}
                        onCancel={() => setCancelling(booking)}
                        onReview={() => setReviewing(booking)}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </TabPanel>
          ))}
        </TabPanels>
      </TabGroup>
      <CancelBookingDialog target={cancelling} onClose={() => setCancelling(null)} />
      <ReviewBookingDialog target={reviewing} onClose={() => setReviewing(null)} />
    </>
  );
}
