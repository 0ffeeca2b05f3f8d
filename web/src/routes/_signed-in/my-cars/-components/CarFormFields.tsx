import { CAR_LOCATIONS, FUEL_TYPES, maxCarYear, TRANSMISSIONS } from '@akwaaba/domain';
import type { UseFormReturn } from 'react-hook-form';
import { Field, inputClasses, TextAreaField } from '#app/components/ui/Field.tsx';
import type { CarFormValues } from './car-form.ts';

/** The car's own fields: what it is, where, its price and description, and the driver offer. */
export function CarFormFields({ form }: { form: UseFormReturn<CarFormValues> }) {
  const { register, watch, formState } = form;
  const errors = formState.errors;
  const driverAvailable = watch('driverAvailable');
  return (
    <>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">The car</legend>
        <Field label="Make" error={errors.make?.message}>
          <input {...register('make')} autoComplete="off" placeholder="Toyota" className={inputClasses} />
        </Field>
        <Field label="Model" error={errors.model?.message}>
          <input {...register('model')} autoComplete="off" placeholder="Corolla" className={inputClasses} />
        </Field>
        <Field label="Year" error={errors.year?.message}>
          <input
            {...register('year', { valueAsNumber: true })}
            type="number"
            inputMode="numeric"
            min={1900}
            max={maxCarYear()}
            className={inputClasses}
          />
        </Field>
        <Field label="Location" error={errors.location?.message}>
          <select {...register('location')} className={inputClasses}>
            <option value="">Choose a city</option>
            {CAR_LOCATIONS.map((city) => (
              <option key={city}>{city}</option>
            ))}
          </select>
        </Field>
        <Field label="Seats" error={errors.seats?.message}>
          <input
            {...register('seats', { valueAsNumber: true })}
            type="number"
            inputMode="numeric"
            min={1}
            max={20}
            className={inputClasses}
          />
        </Field>
        <Field label="Transmission" error={errors.transmission?.message}>
          <select {...register('transmission')} className={inputClasses}>
            {TRANSMISSIONS.map((transmission) => (
              <option key={transmission}>{transmission}</option>
            ))}
          </select>
        </Field>
        <Field label="Fuel type" error={errors.fuelType?.message}>
          <select {...register('fuelType')} className={inputClasses}>
            {FUEL_TYPES.map((fuel) => (
              <option key={fuel}>{fuel}</option>
            ))}
          </select>
        </Field>
        <Field label="Price per day (₵)" error={errors.pricePerDay?.message}>
          <input
            {...register('pricePerDay')}
            inputMode="decimal"
            placeholder="250"
            className={inputClasses}
          />
        </Field>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-base font-semibold">Description</legend>
        <TextAreaField
          label="Description"
          rows={3}
          error={errors.description?.message}
          {...register('description')}
        />
        <Field
          label="Features"
          hint="Separate them with commas, e.g. Air conditioning, Bluetooth, GPS"
          error={errors.featuresText?.message}
        >
          <input {...register('featuresText')} autoComplete="off" className={inputClasses} />
        </Field>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" {...register('available')} className="size-5" />
          Available for booking
        </label>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">Driver service</legend>
        <div className="grid gap-1 sm:col-span-2">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" {...register('driverAvailable')} className="size-5" />
            Offer a professional driver
          </label>
          {errors.driverAvailable?.message && (
            <p role="alert" className="text-sm text-red-700">
              {errors.driverAvailable.message}
            </p>
          )}
        </div>
        {driverAvailable && (
          <>
            <Field label="Driver rate per day (₵)" error={errors.driverDailyRate?.message}>
              <input {...register('driverDailyRate')} inputMode="decimal" className={inputClasses} />
            </Field>
            <Field label="Driver name" error={errors.driverName?.message}>
              <input {...register('driverName')} autoComplete="off" className={inputClasses} />
            </Field>
            <Field label="Driver phone" error={errors.driverPhone?.message}>
              <input {...register('driverPhone')} type="tel" autoComplete="off" className={inputClasses} />
            </Field>
            <Field label="Driver experience (years)" error={errors.driverExperienceYears?.message}>
              <input
                {...register('driverExperienceYears', { valueAsNumber: true })}
                type="number"
                inputMode="numeric"
                min={0}
                max={50}
                className={inputClasses}
              />
            </Field>
          </>
        )}
      </fieldset>
    </>
  );
}
