import type { BookingFormInput, BookingFormValues } from '@akwaaba/domain/bookings/booking.schemas';
import { useId } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { DateCalendar } from './DateCalendar.tsx';

/** One of the booking's two calendars, bound to its form value, with the value's error under it. */
export function DateField({
  control,
  name,
  label,
  initialMonth,
  isDisabled,
  onPick,
}: {
  control: Control<BookingFormInput, unknown, BookingFormValues>;
  name: 'startDate' | 'endDate';
  label: string;
  initialMonth: string;
  isDisabled: (day: string) => boolean;
  /** After the day is set: what else the choice changes. */
  onPick?: (day: string) => void;
}) {
  const errorId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState: { error } }) => (
        <div className="grid gap-1">
          <DateCalendar
            label={label}
            value={typeof field.value === 'string' ? field.value : ''}
            initialMonth={initialMonth}
            isDisabled={isDisabled}
            describedBy={error?.message ? errorId : undefined}
            onChange={(day) => {
              field.onChange(day);
              onPick?.(day);
            }}
          />
          {error?.message && (
            <p id={errorId} role="alert" className="text-sm text-red-700">
              {error.message}
            </p>
          )}
        </div>
      )}
    />
  );
}
