import type { BookingFormInput, BookingFormValues } from '@akwaaba/domain/bookings/booking.schemas';
import { EXTRA_KINDS, type ExtraKind, extraLabel } from '@akwaaba/domain/cars/extras';
import { type Control, useController } from 'react-hook-form';
import type { CarDetail } from '#app/api/cars.ts';
import { displayCedis } from '#app/cars/price.ts';

/**
 * The extras the host offers with the car, each a checkbox like the driver option; the renter's
 * choice is the form's `extras`, a list of kinds in the order the product lists them, which the
 * summary prices and the request carries. The server prices them from the car, never from here.
 */
export function ExtraOptions({
  offered,
  control,
}: {
  offered: CarDetail['extras'];
  control: Control<BookingFormInput, unknown, BookingFormValues>;
}) {
  const { field } = useController({ control, name: 'extras' });
  const chosen: readonly ExtraKind[] = field.value ?? [];
  const choose = (kind: ExtraKind, checked: boolean) =>
    field.onChange(EXTRA_KINDS.filter((one) => (one === kind ? checked : chosen.includes(one))));
  return (
    <fieldset className="grid gap-3 rounded-xl border border-stone-200 bg-white p-6">
      <legend className="sr-only">Extras</legend>
      {offered.map((extra) => (
        <label key={extra.kind} className="flex items-center gap-3 font-semibold">
          <input
            type="checkbox"
            name={`${field.name}.${extra.kind}`}
            checked={chosen.includes(extra.kind)}
            onChange={(event) => choose(extra.kind, event.target.checked)}
            onBlur={field.onBlur}
            className="size-5 accent-brand-700"
          />
          {/* As the car's page offers it; a rate shows in whole cedi, as the driver's does. */}
          {extraLabel(extra.kind)} · {displayCedis(extra.dailyRate)}/day
        </label>
      ))}
    </fieldset>
  );
}
