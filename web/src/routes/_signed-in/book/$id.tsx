import { BOOKING_MESSAGES } from '@akwaaba/domain/booking/booking.messages';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSession } from '#app/api/auth.ts';
import { availabilityQueryOptions } from '#app/api/bookings.ts';
import { type CarDetail, carQueryOptions, regionPricingQueryOptions } from '#app/api/cars.ts';
import { isNotFound } from '#app/api/http.ts';
import { LoadError } from '#app/components/LoadError.tsx';
import { toast } from '#app/components/toast/toast-store.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { usePageTitle } from '#app/components/use-page-title.ts';
import { CarNotFound } from '#app/routes/cars/-components/CarNotFound.tsx';
import { BookingForm } from './-components/BookingForm.tsx';
import { BookingSkeleton } from './-components/BookingSkeleton.tsx';

export const Route = createFileRoute('/_signed-in/book/$id')({
  loader: ({ context, params }) => {
    // Start the car's reads while the screen's code downloads; the screen shows skeletons meanwhile.
    void context.queryClient.prefetchQuery(carQueryOptions(params.id));
    void context.queryClient.prefetchQuery(regionPricingQueryOptions(params.id));
    void context.queryClient.prefetchQuery(availabilityQueryOptions(params.id));
  },
  component: BookPage,
});

function BookPage() {
  usePageTitle('Complete Your Booking');
  const user = useSession().user;
  return user && <BookingScreen userId={user.id} />;
}

/** Why this car cannot be booked by this renter, in the server's words; null when it can. */
function whyNotBookable(car: CarDetail, userId: string): string | null {
  if (car.ownerId === userId) return BOOKING_MESSAGES.bookOwnCar;
  if (car.verificationStatus !== 'approved') return BOOKING_MESSAGES.carNotApproved;
  if (!car.available) return BOOKING_MESSAGES.carUnavailable;
  return null;
}

function BookingScreen({ userId }: { userId: string }) {
  const { id } = Route.useParams();
  const car = useQuery(carQueryOptions(id));
  const pricing = useQuery(regionPricingQueryOptions(id));
  const availability = useQuery(availabilityQueryOptions(id));

  // Spec section 8: 'Failed to fetch pricing' when the region-pricing read is not ok.
  useEffect(() => {
    if (pricing.isError && !isNotFound(pricing.error))
      toast({ title: 'Failed to fetch pricing', description: pricing.error.message, variant: 'destructive' });
  }, [pricing.isError, pricing.error]);

  if (car.isPending || (pricing.isPending && pricing.fetchStatus !== 'idle')) return <BookingSkeleton />;
  if (car.isError && isNotFound(car.error)) return <CarNotFound />;
  if (car.isError) return <LoadError what="this car" error={car.error} onRetry={car.refetch} layout="page" />;
  const unbookable = whyNotBookable(car.data, userId);
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
        <BookingForm car={car.data} pricing={pricing.data ?? []} availability={availability.data} />
      )}
    </div>
  );
}
