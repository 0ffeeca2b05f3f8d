import { CAR_LOCATIONS, FUEL_TYPES, maxCarYear, TRANSMISSIONS } from '@akwaaba/domain';
import { EXTRA_KINDS, type ExtraKind, extraLabel } from '@akwaaba/domain/cars/extras';
import { CLOCK_TIMES } from '@akwaaba/domain/cars/handover-hours';
import { MAX_MIN_COMPLETED_TRIPS, MIN_RATING_CHOICES } from '@akwaaba/domain/cars/renter-requirements';
import { LATE_GRACE_MINUTES, RETURN_TERMS_LIMITS } from '@akwaaba/domain/cars/return-terms';
import {
  MAX_ADVANCE_NOTICE_DAYS,
  MAX_BOOKING_AHEAD_MONTHS,
  MAX_DISCOUNT_PERCENT,
  MAX_TRIP_DAYS,
  MONTHLY_DISCOUNT_DAYS,
  WEEKLY_DISCOUNT_DAYS,
} from '@akwaaba/domain/cars/trip-rules';
import { formatCedisExactly, groupDigits } from '@akwaaba/domain/money/money';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  PhoneField,
  SelectField,
  TextAreaField,
  TextField,
  WholeNumberField,
} from '#app/components/ui/Field.tsx';
import { bindField } from '#app/components/ui/use-schema-form.ts';
import type { CarFormValues } from './car-form.ts';

const asNumber = { valueAsNumber: true } as const;

const ratingChoices = MIN_RATING_CHOICES.map((rating) => ({
  value: String(rating),
  label: rating.toFixed(1),
}));

const noticeChoices = Array.from({ length: MAX_ADVANCE_NOTICE_DAYS + 1 }, (_, days) => ({
  value: String(days),
  label: days === 0 ? 'None: book for today' : `${days} ${days === 1 ? 'day' : 'days'}`,
}));

const windowChoices = Array.from({ length: MAX_BOOKING_AHEAD_MONTHS }, (_, index) => ({
  value: String(index + 1),
  label: `${index + 1} ${index === 0 ? 'month' : 'months'} ahead`,
}));

/** The host's discounts on long trips: one field each, alike but for the trip length they start at. */
const DISCOUNTS = [
  { name: 'weeklyPercent', period: 'Weekly', fromDays: WEEKLY_DISCOUNT_DAYS },
  { name: 'monthlyPercent', period: 'Monthly', fromDays: MONTHLY_DISCOUNT_DAYS },
] as const;

/**
 * One extra the host may offer (a child seat): a checkbox, and once ticked its rate per day,
 * as the driver's rate is. Every extra the product knows gets one, named by its label.
 */
function ExtraOfferFields({ form, kind }: { form: UseFormReturn<CarFormValues>; kind: ExtraKind }) {
  const label = extraLabel(kind);
  const offered = form.watch(`extras.${kind}.offered`);
  return (
    <>
      <label className="flex items-center gap-2 text-sm font-medium sm:col-span-2">
        <input type="checkbox" {...form.register(`extras.${kind}.offered`)} className="size-5" />
        Offer a {label.toLowerCase()}
      </label>
      {offered && (
        <TextField
          label={`${label} rate per day (₵)`}
          inputMode="decimal"
          placeholder="20"
          {...bindField(form, `extras.${kind}.dailyRate`)}
        />
      )}
    </>
  );
}

const kmLimits = `${groupDigits(RETURN_TERMS_LIMITS.minIncludedKmPerDay)} to ${groupDigits(RETURN_TERMS_LIMITS.maxIncludedKmPerDay)} km`;
const upTo = (max: number) => `₵0 to ${formatCedisExactly(max)}; 0 for none`;

/**
 * What the renter pays at the return: the kilometres a day included (or unlimited) and the fees
 * per extra kilometre, per eighth of fuel missing and per started hour late, as the deposit is typed.
 */
function ReturnTermsFields({ form }: { form: UseFormReturn<CarFormValues> }) {
  const unlimited = form.watch('unlimitedKm');
  const hintId = useId();
  return (
    <fieldset aria-describedby={hintId} className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-base font-semibold">At the return</legend>
      <p id={hintId} className="text-sm text-stone-600 sm:col-span-2">
        Renters see these before booking. A late return counts after {LATE_GRACE_MINUTES} minutes’ grace.
      </p>
      <label className="flex items-center gap-2 text-sm font-medium sm:col-span-2">
        <input type="checkbox" {...form.register('unlimitedKm')} className="size-5" />
        Unlimited kilometres
      </label>
      {!unlimited && (
        <WholeNumberField
          label="Kilometres included per day"
          hint={kmLimits}
          min={RETURN_TERMS_LIMITS.minIncludedKmPerDay}
          max={RETURN_TERMS_LIMITS.maxIncludedKmPerDay}
          {...bindField(form, 'includedKmPerDay', asNumber)}
        />
      )}
      <TextField
        label="Fee per extra kilometre (₵)"
        hint={upTo(RETURN_TERMS_LIMITS.maxExtraKmFee)}
        inputMode="decimal"
        placeholder="1.50"
        {...bindField(form, 'extraKmFee')}
      />
      <TextField
        label="Fuel fee per eighth of a tank (₵)"
        hint={`For each eighth missing against the handover: ${upTo(RETURN_TERMS_LIMITS.maxFuelEighthFee)}`}
        inputMode="decimal"
        placeholder="100"
        {...bindField(form, 'fuelEighthFee')}
      />
      <TextField
        label="Late return fee per started hour (₵)"
        hint={upTo(RETURN_TERMS_LIMITS.maxLateHourFee)}
        inputMode="decimal"
        placeholder="50"
        {...bindField(form, 'lateHourFee')}
      />
    </fieldset>
  );
}

/**
 * The car's own fields: what it is, where, its price and description, the driver offer, the
 * extras it comes with, what it asks of renters, and when it may be booked, with its discounts on long trips.
 */
export function CarFormFields({ form }: { form: UseFormReturn<CarFormValues> }) {
  const { register, watch, formState } = form;
  const driverAvailable = watch('driverAvailable');
  return (
    <>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">The car</legend>
        <TextField label="Make" autoComplete="off" placeholder="Toyota" {...bindField(form, 'make')} />
        <TextField label="Model" autoComplete="off" placeholder="Corolla" {...bindField(form, 'model')} />
        <WholeNumberField label="Year" min={1900} max={maxCarYear()} {...bindField(form, 'year', asNumber)} />
        <SelectField
          label="Location"
          prompt="Choose a city"
          choices={CAR_LOCATIONS}
          {...bindField(form, 'location')}
        />
        <WholeNumberField label="Seats" min={1} max={20} {...bindField(form, 'seats', asNumber)} />
        <SelectField label="Transmission" choices={TRANSMISSIONS} {...bindField(form, 'transmission')} />
        <SelectField label="Fuel type" choices={FUEL_TYPES} {...bindField(form, 'fuelType')} />
        <TextField
          label="Price per day (₵)"
          inputMode="decimal"
          placeholder="250"
          {...bindField(form, 'pricePerDay')}
        />
        <TextField
          label="Refundable deposit (₵)"
          hint="Paid with each booking, refunded when the car comes back with no damage reported: ₵0 to ₵10,000"
          inputMode="decimal"
          placeholder="1000"
          {...bindField(form, 'deposit')}
        />
      </fieldset>

      <ReturnTermsFields form={form} />

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-base font-semibold">Description</legend>
        <TextAreaField label="Description" rows={3} {...bindField(form, 'description')} />
        <TextField
          label="Features"
          hint="Separate them with commas, e.g. Air conditioning, Bluetooth, GPS"
          autoComplete="off"
          {...bindField(form, 'featuresText')}
        />
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" {...register('available')} className="size-5" />
          Available for booking
        </label>
        <label className="grid grid-cols-[auto_1fr] items-start gap-x-2 text-sm font-medium">
          <input type="checkbox" {...register('instantBook')} className="mt-0.5 size-5" />
          Instant booking
          <span className="col-start-2 font-normal text-stone-600">
            Renters pay and the car is theirs. Untick to accept or decline each request first (you have 12
            hours to answer).
          </span>
        </label>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">Handover hours</legend>
        <p className="text-sm text-stone-600 sm:col-span-2">
          When you hand the car over and take it back. Renters pick their pick-up and return times within
          them.
        </p>
        <SelectField label="From" choices={CLOCK_TIMES} {...bindField(form, 'handoverFrom')} />
        <SelectField label="Until" choices={CLOCK_TIMES} {...bindField(form, 'handoverUntil')} />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">Pick-up point</legend>
        <p className="text-sm text-stone-600 sm:col-span-2">
          Anyone sees the area. The digital address, directions and map position go only to renters who paid.
        </p>
        <TextField
          label="Area"
          hint="The neighbourhood and town, like East Legon, Accra"
          autoComplete="off"
          {...bindField(form, 'pickupArea')}
        />
        <TextField
          label="Digital address"
          hint="Your GhanaPost GPS address, like GA-183-8164"
          autoComplete="off"
          autoCapitalize="characters"
          {...bindField(form, 'digitalAddress')}
        />
        <TextField
          label="Directions"
          hint="By landmark, like: Opposite the Shell station, blue gate"
          autoComplete="off"
          className="sm:col-span-2"
          {...bindField(form, 'pickupDirections')}
        />
        <TextField
          label="Latitude (optional)"
          hint="From your map app, like 5.6364"
          inputMode="decimal"
          autoComplete="off"
          {...bindField(form, 'latitude')}
        />
        <TextField
          label="Longitude (optional)"
          hint="Like -0.1619"
          inputMode="decimal"
          autoComplete="off"
          {...bindField(form, 'longitude')}
        />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">Driver service</legend>
        <div className="grid gap-1 sm:col-span-2">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" {...register('driverAvailable')} className="size-5" />
            Offer a professional driver
          </label>
          {formState.errors.driverAvailable?.message && (
            <p role="alert" className="text-sm text-red-700">
              {formState.errors.driverAvailable.message}
            </p>
          )}
        </div>
        {driverAvailable && (
          <>
            <TextField
              label="Driver rate per day (₵)"
              inputMode="decimal"
              {...bindField(form, 'driverDailyRate')}
            />
            <TextField label="Driver name" autoComplete="off" {...bindField(form, 'driverName')} />
            <PhoneField
              label="Driver phone"
              autoComplete="off"
              hint="10 digits, like 024 412 3456"
              {...bindField(form, 'driverPhone')}
            />
            <WholeNumberField
              label="Driver experience (years)"
              min={0}
              max={50}
              {...bindField(form, 'driverExperienceYears', asNumber)}
            />
          </>
        )}
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">Extras</legend>
        {EXTRA_KINDS.map((kind) => (
          <ExtraOfferFields key={kind} form={form} kind={kind} />
        ))}
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">Renter requirements</legend>
        <WholeNumberField
          label="Minimum completed trips"
          min={0}
          max={MAX_MIN_COMPLETED_TRIPS}
          {...bindField(form, 'minCompletedTrips', asNumber)}
        />
        <SelectField
          label="Minimum rating"
          hint="Applies to renters who have reviews"
          prompt="No minimum"
          choices={ratingChoices}
          {...bindField(form, 'minRating')}
        />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">Trip rules and discounts</legend>
        <WholeNumberField
          label="Shortest trip (days)"
          min={1}
          max={MAX_TRIP_DAYS}
          {...bindField(form, 'minTripDays', asNumber)}
        />
        <WholeNumberField
          label="Longest trip (days)"
          hint={`At most ${MAX_TRIP_DAYS} days`}
          min={1}
          max={MAX_TRIP_DAYS}
          {...bindField(form, 'maxTripDays', asNumber)}
        />
        <SelectField
          label="Advance notice"
          hint="How long before a trip starts it must be booked"
          choices={noticeChoices}
          {...bindField(form, 'advanceNoticeDays')}
        />
        <SelectField
          label="Booking window"
          hint="How far ahead a trip may start"
          choices={windowChoices}
          {...bindField(form, 'bookAheadMonths')}
        />
        {DISCOUNTS.map(({ name, period, fromDays }) => (
          <WholeNumberField
            key={name}
            label={`${period} discount (%)`}
            hint={`Off the daily price of trips of ${fromDays} days or more; 0 for none`}
            min={0}
            max={MAX_DISCOUNT_PERCENT}
            {...bindField(form, name, asNumber)}
          />
        ))}
      </fieldset>
    </>
  );
}
