import { BOOKING_MESSAGES } from '@akwaaba/domain/bookings/booking.messages';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { type User, useSession } from '#app/api/auth.ts';
import { availabilityQueryOptions, protectionPlansQueryOptions } from '#app/api/bookings.ts';
import { type CarDetail, carQueryOptions, regionPricingQueryOptions } from '#app/api/cars.ts';
import { isNotFound } from '#app/api/http.ts';
import { searchedStay, staySearchSchema } from '#app/cars/stay-search.ts';
import { suspendedPage } from '#app/components/suspended-page.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { usePageTitle } from '#app/components/use-page-title.ts';
import { CarNotFound } from '#app/routes/cars/-components/CarNotFound.tsx';
import { BookingForm } from './-components/BookingForm.tsx';
import { BookingSkeleton } from './-components/BookingSkeleton.tsx';
import { DriverApprovalNotice } from './-components/DriverApprovalNotice.tsx';

const TITLE = 'Complete Your Booking';

export const Route = createFileRoute('/_signed-in/book/$id')({
  // ?start=&end=: the dates the renter searched for, to start the form with.
  validateSearch: staySearchSchema,
  // The car, its regional surcharges, its calendar and the protection plans, asked for together.
  ...suspendedPage(
    { what: 'this car', layout: 'page', notFound: CarNotFound, title: TITLE },
    ({ id }: { id: string }) => [
      carQueryOptions(id),
      regionPricingQueryOptions(id),
      availabilityQueryOptions(id),
      protectionPlansQueryOptions(),
    ],
  ),
  pendingComponent: BookingLoading,
  component: BookPage,
});

function BookingLoading() {
  usePageTitle(TITLE);
  return <BookingSkeleton />;
}

function BookPage() {
  usePageTitle(TITLE);
  const user = useSession().user;
  return user && <BookingScreen user={user} />;
}

/** Why this car cannot be booked by this renter, in the server's words; null when it can. */
function whyNotBookable(car: CarDetail, userId: string): string | null {
  if (car.ownerId === userId) return BOOKING_MESSAGES.bookOwnCar;
  if (car.verificationStatus !== 'approved') return BOOKING_MESSAGES.carNotApproved;
  if (!car.available) return BOOKING_MESSAGES.carUnavailable;
  return null;
}

function BookingScreen({ user }: { user: User }) {
  const { id } = Route.useParams();
  const searched = searchedStay(Route.useSearch());
  const { data: car } = useSuspenseQuery(carQueryOptions(id));
  // Not suspense: side reads that may fail without the page (a toast; a calendar with nothing taken).
  // The loader asked already; retryOnMount: false keeps one that failed from being asked twice.
  const pricing = useQuery({ ...regionPricingQueryOptions(id), retryOnMount: false });
  const availability = useQuery({ ...availabilityQueryOptions(id), retryOnMount: false });
  const { data: plans } = useSuspenseQuery(protectionPlansQueryOptions());

  // Spec section 8: 'Failed to fetch pricing' when the region-pricing read is not ok.
  useEffect(() => {
    if (pricing.isError && !isNotFound(pricing.error))
      toast({ title: 'Failed to fetch pricing', description: pricing.error.message, variant: 'destructive' });
  }, [pricing.isError, pricing.error]);

  // The surcharges decide the form's choices: the skeleton stays until they are known.
  if (pricing.isPending && pricing.fetchStatus !== 'idle') return <BookingSkeleton />;

  const unbookable = whyNotBookable(car, user.id);
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold">Complete Your Booking</h1>
      {unbookable ? (
        <div role="alert" className="grid justify-items-start gap-3 rounded-xl bg-white p-6">
          <p className="font-semibold">{unbookable}</p>
          <Link to="/cars" className={buttonClasses('primary')}>
            Browse Cars
          </Link>
        </div>
      ) : (
        <>
          <DriverApprovalNotice user={user} />
          <BookingForm
            car={car}
            pricing={pricing.data ?? []}
            plans={plans}
            availability={availability.data}
            searched={searched}
            mayPay={user.driverVerification === 'approved'}
            underReview={user.driverVerification === 'pending'}
          />
        </>
      )}
    </div>
  );
}
