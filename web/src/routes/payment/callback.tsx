import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import * as v from 'valibot';
import { apiProblemOf } from '#app/api/api-error.ts';
import { useInitializePayment } from '#app/api/booking-actions.ts';
import { bookingListKeys, paymentVerificationQueryOptions } from '#app/api/bookings.ts';
import { invalidateAll } from '#app/api/calls.ts';
import { leaveFor } from '#app/api/navigation.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { NextStepLinks } from '#app/components/ui/NextStepLinks.tsx';
import { usePageTitle } from '#app/components/use-page-title.ts';
import { PaidTripCard } from './-components/PaidTripCard.tsx';

const text = v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100))), undefined);
/** Paystack sends the browser back with ?trxref=&reference=; either names the payment. */
const callbackSearchSchema = v.object({ reference: text, trxref: text });

export const Route = createFileRoute('/payment/callback')({
  validateSearch: callbackSearchSchema,
  component: PaymentCallbackPage,
});

function Outcome({
  icon,
  title,
  children,
}: {
  icon: 'success' | 'failure';
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto grid max-w-lg justify-items-center gap-4 px-4 py-20 text-center">
      <span
        aria-hidden="true"
        className={`grid size-16 place-items-center rounded-full text-3xl ${
          icon === 'success' ? 'bg-brand-100 text-brand-700' : 'bg-red-100 text-red-700'
        }`}
      >
        {icon === 'success' ? '✓' : '!'}
      </span>
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
    </section>
  );
}

/** The payment's reference, for the renter to quote if they need help. */
function ReferenceLine({ reference }: { reference: string }) {
  return (
    <p className="text-sm text-stone-600">
      Reference: <span className="font-mono font-medium text-ink break-all">{reference}</span>
    </p>
  );
}

/**
 * Payment result (spec section 2): reads the reference, shows a spinner while the server checks
 * the payment with the provider, then success, a verification failure, or a failed payment.
 */
function PaymentCallbackPage() {
  const search = Route.useSearch();
  const reference = search.reference ?? search.trxref ?? '';
  const queryClient = useQueryClient();
  // Not suspense: the check's failure is one of the page's outcomes ('could not verify'), not an error screen.
  const verification = useQuery(paymentVerificationQueryOptions(reference));
  const retry = useInitializePayment();
  const outcome =
    !reference || verification.isError ? 'unverified' : verification.data?.success ? 'paid' : 'failed';
  usePageTitle(
    verification.isPending && reference
      ? 'Verifying payment'
      : outcome === 'paid'
        ? 'Payment successful'
        : 'Payment',
  );

  // The booking just changed on the server: the lists must not show it as it was.
  useEffect(() => {
    if (verification.data) void invalidateAll(queryClient, bookingListKeys());
  }, [verification.data, queryClient]);

  async function tryAgain(bookingId: string) {
    try {
      const payment = await retry.mutateAsync(bookingId);
      leaveFor(payment.authorization_url);
    } catch (error) {
      toast({ title: 'Payment Failed', description: apiProblemOf(error).message, variant: 'destructive' });
    }
  }

  if (reference && verification.isPending) {
    return (
      <section
        className="mx-auto grid max-w-lg justify-items-center gap-4 px-4 py-24 text-center"
        role="status"
      >
        <span
          aria-hidden="true"
          className="size-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
        />
        <p className="text-lg font-semibold">Verifying your payment...</p>
        <p className="text-sm text-stone-600">This takes a few seconds. Please keep this page open.</p>
      </section>
    );
  }

  if (outcome === 'paid') {
    const paidBookingId = verification.data?.bookingId;
    return (
      <Outcome icon="success" title="Payment Successful!">
        <p className="text-stone-600">
          Your booking is confirmed and paid. You will find it under My Bookings.
        </p>
        {paidBookingId && <PaidTripCard bookingId={paidBookingId} />}
        <ReferenceLine reference={reference} />
        <NextStepLinks
          main={{ to: '/my-bookings', label: 'My Bookings' }}
          other={{ to: '/cars', label: 'Browse More Cars' }}
        />
      </Outcome>
    );
  }

  if (outcome === 'unverified') {
    return (
      <Outcome icon="failure" title="Verification failed">
        <p role="alert" className="text-stone-600">
          Could not verify your payment. Please contact support.
        </p>
        {reference && <ReferenceLine reference={reference} />}
        <NextStepLinks
          main={{ to: '/my-bookings', label: 'View Bookings' }}
          other={{ to: '/cars', label: 'Browse Cars' }}
        />
      </Outcome>
    );
  }

  const bookingId = verification.data?.bookingId ?? null;
  return (
    <Outcome icon="failure" title="Payment failed">
      <p role="alert" className="text-stone-600">
        Your payment could not be processed. Please try again.
      </p>
      {verification.data?.message && <p className="text-sm text-stone-600">{verification.data.message}</p>}
      <div className="flex flex-wrap justify-center gap-3">
        {bookingId && (
          <button
            type="button"
            onClick={() => void tryAgain(bookingId)}
            disabled={retry.isPending}
            className={buttonClasses('primary')}
          >
            {retry.isPending ? 'Redirecting to payment...' : 'Try Again'}
          </button>
        )}
        <Link to="/my-bookings" className={buttonClasses('outline')}>
          View Bookings
        </Link>
      </div>
    </Outcome>
  );
}
