import type { AvailabilityView } from '@akwaaba/domain';
import { ownHoldFor, ownHoldsOn } from '@akwaaba/domain/bookings/booking.rules';
import { type BookingFormValues, bookingFormSchema } from '@akwaaba/domain/bookings/booking.schemas';
import { MAX_REQUEST_MESSAGE_LENGTH, REQUEST_ANSWER_HOURS } from '@akwaaba/domain/bookings/booking-approval';
import { typedDeliveryPoint } from '@akwaaba/domain/bookings/delivery-point';
import { DEFAULT_PROTECTION_PLAN_ID } from '@akwaaba/domain/bookings/protection-plan-id';
import type { ProtectionFee, ProtectionPlanView } from '@akwaaba/domain/bookings/protection-plans';
import type { ExtraKind } from '@akwaaba/domain/cars/extras';
import { handoverHoursOf, hoursText, timesWithin } from '@akwaaba/domain/cars/handover-hours';
import { instantBookOf } from '@akwaaba/domain/cars/instant-book';
import { describeTripRules, discountsOf, tripRulesOf } from '@akwaaba/domain/cars/trip-rules';
import { formatCedis, parseCedis, toCedisString } from '@akwaaba/domain/money/money';
import { quoteBooking } from '@akwaaba/domain/pricing/quote';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { apiProblemOf } from '#app/api/api-error.ts';
import { useCreateBooking, useInitializePayment } from '#app/api/booking-actions.ts';
import { bookingListKeys, myBookingsQueryOptions } from '#app/api/bookings.ts';
import { invalidateAll } from '#app/api/calls.ts';
import { type CarDetail, oneCarKeys, type RegionPricing } from '#app/api/cars.ts';
import { leaveFor } from '#app/api/navigation.ts';
import { heldUntil } from '#app/bookings/held-until.ts';
import { displayCedis, formatCedisExactly } from '#app/cars/price.ts';
import { showServerError } from '#app/components/toast/show-server-error.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { CardSection } from '#app/components/ui/CardSection.tsx';
import { SelectField, TextAreaField, TextField } from '#app/components/ui/Field.tsx';
import { Labelled } from '#app/components/ui/Labelled.tsx';
import { Select } from '#app/components/ui/Select.tsx';
import { bindField, useSchemaForm } from '#app/components/ui/use-schema-form.ts';
import { BookingSummary } from './BookingSummary.tsx';
import {
  displayDate,
  endDayDisabled,
  endForNewStart,
  initialStay,
  startDayDisabled,
  today,
} from './booking-dates.ts';
import { DateField } from './DateField.tsx';
import { DriverOption } from './DriverOption.tsx';
import { ExtraOptions } from './ExtraOptions.tsx';
import { ProtectionOptions } from './ProtectionOptions.tsx';

type Phase = 'idle' | 'processing' | 'redirecting';

const pesewas = (cedis: string | null | undefined) => (cedis ? (parseCedis(cedis) ?? 0) : 0);

/** A plan's fee as the quote prices it, from the API's terms. */
const protectionFeeOf = (plan: ProtectionPlanView): ProtectionFee =>
  plan.dailyFeePercent === null
    ? { kind: 'fixed', dailyAmount: pesewas(plan.dailyFee) }
    : { kind: 'share', percent: plan.dailyFeePercent };

/**
 * The booking form (spec sections 2, 4 and 5): two calendars, the optional delivery region,
 * driver and extras the car offers (a child seat), the protection plan (Minimum until the renter
 * picks another), and the summary priced by the same
 * quoteBooking as the server. Submitting creates the booking, starts the payment and sends the
 * browser to the provider. A booking already made
 * for the same choices is paid for again rather than booked twice (its dates are held for it).
 * The calendars close the days the car's trip rules forbid; the form starts with the dates the
 * renter searched for when the rules allow them.
 */
export function BookingForm({
  car,
  pricing,
  plans,
  availability,
  searched,
  mayPay,
  underReview,
}: {
  car: CarDetail;
  pricing: RegionPricing[];
  /** The protection plans offered, in the product's order. */
  plans: readonly ProtectionPlanView[];
  availability: AvailabilityView | undefined;
  /** The dates of the renter's search (Browse Cars' pick-up and return), if any. */
  searched: { start: string; end: string } | null;
  /**
   * The renter's licence and ID are approved. Until then the form holds the car (until the
   * admin decides, within the server's limit) instead of starting a payment the server refuses.
   */
  mayPay: boolean;
  /** Their licence and ID wait for an admin: the hold lasts until the verdict. */
  underReview: boolean;
}) {
  const rules = tripRulesOf(car);
  const discounts = discountsOf(car);
  // The host approves each request: the renter sends one with a message and pays once accepted.
  const byRequest = !instantBookOf(car);
  // The half hours within the host's handover hours; the renter picks one for each handover.
  const hours = handoverHoursOf(car);
  const times = timesWithin(hours);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const createBooking = useCreateBooking();
  const initializePayment = useInitializePayment();
  const [phase, setPhase] = useState<Phase>('idle');
  const [made, setMade] = useState<{ key: string; bookingId: string } | null>(null);
  // Fixed once, as react-hook-form keeps its first defaults: the calendars open on these months.
  const [initial] = useState(() => initialStay(searched, rules));
  const form = useSchemaForm(bookingFormSchema, {
    defaultValues: {
      ...initial,
      destinationRegion: '',
      deliveryAddress: '',
      deliveryDirections: '',
      includeDriver: false,
      extras: [],
      protectionPlan: DEFAULT_PROTECTION_PLAN_ID,
      message: '',
      pickupTime: hours.from,
      returnTime: hours.from,
    },
    mode: 'onChange',
  });
  const [startDate, endDate, destinationRegion, includeDriver, chosenExtras, planId] = useWatch({
    control: form.control,
    name: ['startDate', 'endDate', 'destinationRegion', 'includeDriver', 'extras', 'protectionPlan'],
  }) as [
    string,
    string,
    string | undefined,
    boolean | undefined,
    ExtraKind[] | undefined,
    string | undefined,
  ];

  // The renter's own unpaid bookings of this car: their days are theirs to pay for, not taken.
  const mine = useQuery(myBookingsQueryOptions());
  const ownHolds = ownHoldsOn(mine.data ?? [], car.id, new Date());
  const taken = (availability?.taken ?? []).filter(
    (range) => !ownHolds.some((hold) => hold.startDate === range.startDate && hold.endDate === range.endDate),
  );
  const held = startDate && endDate ? ownHoldFor(ownHolds, { startDate, endDate }) : null;
  const region = pricing.find((p) => p.regionId === destinationRegion) ?? null;
  // The chosen extras at the car's rates, as the server will price them.
  const extras = car.extras
    .filter((extra) => chosenExtras?.includes(extra.kind))
    .map((extra) => ({ kind: extra.kind, dailyRate: pesewas(extra.dailyRate) }));
  const plan = plans.find((one) => one.id === planId) ?? null;
  const quote = quoteBooking({
    pricePerDay: pesewas(car.pricePerDay),
    surchargePerDay: pesewas(region?.surchargePerDay),
    driverDailyRate: car.driverDailyRate ? pesewas(car.driverDailyRate) : null,
    includeDriver: includeDriver === true,
    driverAvailable: car.driverAvailable,
    discounts,
    startDate: startDate || '1970-01-01',
    endDate: endDate || '1970-01-01',
    extras,
    protection: plan ? { name: plan.name, fee: protectionFeeOf(plan) } : undefined,
    deposit: pesewas(car.deposit),
  });

  async function submit(values: BookingFormValues) {
    // A delivery needs its point: the domain's rule names each box's problem.
    const delivery = values.destinationRegion
      ? typedDeliveryPoint(values.deliveryAddress ?? '', values.deliveryDirections ?? '')
      : null;
    if (delivery?.problems) {
      const { digitalAddress, directions } = delivery.problems;
      if (digitalAddress)
        form.setError('deliveryAddress', { message: digitalAddress }, { shouldFocus: true });
      if (directions)
        form.setError('deliveryDirections', { message: directions }, { shouldFocus: !digitalAddress });
      return;
    }
    const request = {
      carId: car.id,
      startDate: values.startDate,
      endDate: values.endDate,
      includeDriver: car.driverAvailable && values.includeDriver === true,
      // Spec section 5: empty or zero optional values are left out of the request.
      ...(values.destinationRegion ? { destinationRegionId: values.destinationRegion } : {}),
      ...(delivery?.point ? { deliveryPoint: delivery.point } : {}),
      ...(quote.surchargeAmount > 0 ? { interRegionalSurcharge: toCedisString(quote.surchargeAmount) } : {}),
      ...(quote.driverAmount > 0 ? { driverFee: toCedisString(quote.driverAmount) } : {}),
      ...(quote.discountAmount > 0 ? { discount: toCedisString(quote.discountAmount) } : {}),
      ...(extras.length > 0 ? { extras: extras.map((extra) => extra.kind) } : {}),
      ...(plan ? { protectionPlan: plan.id } : {}),
      ...(byRequest && values.message ? { message: values.message } : {}),
      ...(values.pickupTime ? { pickupTime: values.pickupTime } : {}),
      ...(values.returnTime ? { returnTime: values.returnTime } : {}),
    } as const;
    const key = JSON.stringify(request);
    // Days the renter already holds are paid for on that booking: a new one would be refused.
    let bookingId = held?.id ?? (made?.key === key ? made.bookingId : null);
    setPhase('processing');
    if (!bookingId) {
      try {
        bookingId = (await createBooking.mutateAsync(request)).id;
        setMade({ key, bookingId });
      } catch (error) {
        setPhase('idle');
        // A date the car's rules refuse (the day moved on, say) is named under its calendar too.
        const problem = showServerError(error, 'Booking Failed', form.setError);
        // The price or the calendar changed under the renter (or their own hold took the days):
        // show the current ones.
        if (problem.status === 409)
          void invalidateAll(queryClient, [...oneCarKeys(car.id), ...bookingListKeys()]);
        return;
      }
    }
    if (byRequest) {
      // Nothing to pay yet: the host answers first, and My Bookings shows the request.
      toast({
        title: 'Request sent',
        description: `The host answers within ${REQUEST_ANSWER_HOURS} hours; your dates are held until then. We tell you by the bell and by e-mail, and you pay once they accept.`,
      });
      await invalidateAll(queryClient, bookingListKeys());
      void navigate({ to: '/my-bookings' });
      return;
    }
    if (!mayPay) {
      // Held for the admin's review: My Bookings shows until when, and offers payment once approved.
      toast({
        title: 'Car held for you',
        description: underReview
          ? 'We hold it until an admin has checked your licence and ID, and tell you by the bell and by e-mail. Pay from My Bookings once they are approved.'
          : 'Only an approved driver can pay: send your licence and ID from your Profile. My Bookings shows until when the car is held.',
      });
      await invalidateAll(queryClient, bookingListKeys());
      void navigate({ to: '/my-bookings' });
      return;
    }
    setPhase('redirecting');
    try {
      const payment = await initializePayment.mutateAsync(bookingId);
      leaveFor(payment.authorization_url);
    } catch (error) {
      setPhase('idle');
      // The spec's words, unless the server refused on purpose (e.g. the renter's licence and ID
      // are not approved yet): then its reason. The booking stays held, payable from My Bookings.
      const problem = apiProblemOf(error);
      toast({
        title: 'Payment Failed',
        description:
          problem.status === 403 ? problem.message : 'Could not initialize payment. Please try again.',
        variant: 'destructive',
      });
    }
  }

  const busy = phase !== 'idle';
  const ruleLines = describeTripRules(rules);
  const label =
    phase === 'processing'
      ? byRequest
        ? 'Sending request...'
        : 'Processing...'
      : phase === 'redirecting'
        ? 'Redirecting to payment...'
        : held
          ? mayPay
            ? 'Complete Payment'
            : 'Hold the Car'
          : byRequest
            ? 'Send Request'
            : !mayPay
              ? 'Hold the Car'
              : 'Proceed to Payment';

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <form onSubmit={form.handleSubmit(submit)} noValidate className="grid gap-6" aria-busy={busy}>
        <CardSection title="Select Dates" titleClassName="text-xl font-bold">
          <div className="grid gap-6 md:grid-cols-2">
            <DateField
              control={form.control}
              name="startDate"
              label="Start date"
              initialMonth={initial.startDate}
              isDisabled={(day) => startDayDisabled(day, today(), taken, rules)}
              onPick={(day) => {
                // Move the end along when the new start leaves it closed.
                const end = endForNewStart(day, endDate, rules);
                if (end) form.setValue('endDate', end, { shouldValidate: true });
                else void form.trigger('endDate');
              }}
            />
            <DateField
              control={form.control}
              name="endDate"
              label="End date"
              initialMonth={initial.endDate}
              isDisabled={(day) => endDayDisabled(day, startDate, taken, rules)}
            />
          </div>
          {(ruleLines.length > 0 || taken.length > 0) && (
            <div className="grid gap-1 text-sm text-stone-600">
              <p>
                {ruleLines.length === 0
                  ? 'Crossed-out days are already booked.'
                  : taken.length === 0
                    ? 'Crossed-out days are outside the host’s rules for this car:'
                    : 'Crossed-out days are already booked, or outside the host’s rules for this car:'}
              </p>
              {ruleLines.length > 0 && (
                <ul className="list-disc pl-5">
                  {ruleLines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </CardSection>

        <CardSection title="Pick-up and return times" titleClassName="font-semibold">
          <p className="text-sm text-stone-600">
            The host hands cars over between {hoursText(hours)}. Prices stay per day.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField label="Pick-up time" choices={times} {...bindField(form, 'pickupTime')} />
            <SelectField label="Return time" choices={times} {...bindField(form, 'returnTime')} />
          </div>
        </CardSection>

        {pricing.length > 0 && (
          <Labelled
            label="Delivery Destination (Optional)"
            className="grid gap-2 rounded-xl border border-stone-200 bg-white p-6"
            labelClassName="font-semibold"
          >
            <Select
              prompt="Same region as car (No surcharge)"
              choices={pricing.map((p) => ({
                value: p.regionId,
                label: `${p.region.name} (+${formatCedis(pesewas(p.surchargePerDay))}/day)`,
              }))}
              {...form.register('destinationRegion')}
              className="h-11 rounded-lg border border-stone-300 bg-white px-3"
            />
          </Labelled>
        )}

        {destinationRegion && (
          <fieldset className="grid gap-4 rounded-xl border border-stone-200 bg-white p-6 pt-4 sm:grid-cols-2">
            <legend className="float-left mb-1 w-full font-semibold sm:col-span-2">Delivery point</legend>
            <p className="text-sm text-stone-600 sm:col-span-2">
              Where the host brings the car. Only your host sees it.
            </p>
            <TextField
              label="Digital address"
              hint="Your GhanaPost GPS address, like GA-183-8164"
              autoComplete="off"
              autoCapitalize="characters"
              {...bindField(form, 'deliveryAddress')}
            />
            <TextField
              label="Directions"
              hint="By landmark, like: Opposite the Shell station, blue gate"
              autoComplete="off"
              {...bindField(form, 'deliveryDirections')}
            />
          </fieldset>
        )}

        {plans.length > 0 && <ProtectionOptions plans={plans} control={form.control} />}

        {car.driverAvailable && <DriverOption car={car} register={form.register('includeDriver')} />}

        {car.extras.length > 0 && <ExtraOptions offered={car.extras} control={form.control} />}

        {byRequest && !held && (
          <CardSection title="Message to the host" titleClassName="font-semibold">
            <p className="text-sm text-stone-600">
              This host approves each request. Your dates are held for {REQUEST_ANSWER_HOURS} hours while they
              decide, and you pay only once they accept.
            </p>
            <TextAreaField
              label="Your message"
              hint={`Say who you are and what the trip is for (at most ${MAX_REQUEST_MESSAGE_LENGTH} characters)`}
              rows={3}
              maxLength={MAX_REQUEST_MESSAGE_LENGTH}
              {...bindField(form, 'message')}
            />
          </CardSection>
        )}

        {held && (
          <div
            role="status"
            className="grid gap-1 rounded-xl border border-gold-300 bg-gold-100 p-4 text-ink"
          >
            <p className="font-semibold">You already hold these dates</p>
            <p className="text-sm">
              Your booking of {displayDate(held.startDate)} – {displayDate(held.endDate)} holds this car until{' '}
              {heldUntil(held.holdExpiresAt)}.{' '}
              {mayPay
                ? `Complete its payment of ${displayCedis(held.totalPrice)} to confirm it, or cancel it from My Bookings to book other choices.`
                : `You can pay its ${displayCedis(held.totalPrice)} from My Bookings once an admin has approved your licence and ID.`}
            </p>
          </div>
        )}

        {/* On a phone the summary comes after the button: the total is said here, where the renter decides. */}
        {quote.days > 0 && (
          <p className="flex items-baseline justify-between rounded-lg bg-stone-100 px-4 py-3 lg:hidden">
            <span className="font-semibold">
              Total for {quote.days} {quote.days === 1 ? 'day' : 'days'}
            </span>
            <span className="text-xl font-bold tabular-nums">{formatCedisExactly(quote.total)}</span>
          </p>
        )}

        {held && !mayPay ? (
          <Link to="/my-bookings" className={buttonClasses('primary', 'lg', 'w-full')}>
            See My Bookings
          </Link>
        ) : (
          <button
            type="submit"
            disabled={busy || quote.days === 0}
            className={buttonClasses('primary', 'lg', 'w-full')}
          >
            {label}
          </button>
        )}
      </form>
      <BookingSummary
        car={car}
        startDate={startDate}
        endDate={endDate}
        quote={quote}
        regionName={region?.region.name ?? null}
        plan={plan}
      />
    </div>
  );
}
