import { CAR_LOCATIONS, FUEL_TYPES, maxCarYear, TRANSMISSIONS } from '@akwaaba/domain';
import type { UseFormReturn } from 'react-hook-form';
import type { CarFormValues } from './car-form.ts';
import { FormField, inputClasses } from './FormField.tsx';

/** The car's own fields: what it is, where, its price and description, and the driver offer. */
export function CarFormFields({ form }: { form: UseFormReturn<CarFormValues> }) {
  const { register, watch, formState } = form;
  const errors = formState.errors;
  const driverAvailable = watch('driverAvailable');
  return (
    <>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">The car</legend>
        <FormField label="Make" error={errors.make?.message}>
          <input {...register('make')} autoComplete="off" placeholder="Toyota" className={inputClasses} />
        </FormField>
        <FormField label="Model" error={errors.model?.message}>
          <input {...register('model')} autoComplete="off" placeholder="Corolla" className={inputClasses} />
        </FormField>
        <FormField label="Year" error={errors.year?.message}>
          <input
            {...register('year', { valueAsNumber: true })}
            type="number"
            inputMode="numeric"
            min={1900}
            max={maxCarYear()}
            className={inputClasses}
          />
        </FormField>
        <FormField label="Location" error={errors.location?.message}>
          <select {...register('location')} className={inputClasses}>
            <option value="">Choose a city</option>
            {CAR_LOCATIONS.map((city) => (
              <option key={city}>{city}</option>
            ))}
          </select>
        </FormField>
        <FormField label="Seats" error={errors.seats?.message}>
          <input
            {...register('seats', { valueAsNumber: true })}
            type="number"
            inputMode="numeric"
            min={1}
            max={20}
            className={inputClasses}
          />
        </FormField>
        <FormField label="Transmission" error={errors.transmission?.message}>
          <select {...register('transmission')} className={inputClasses}>
            {TRANSMISSIONS.map((transmission) => (
              <option key={transmission}>{transmission}</option>
            ))}
          </select>
        </FormField>
        <FormField label="Fuel type" error={errors.fuelType?.message}>
          <select {...register('fuelType')} className={inputClasses}>
            {FUEL_TYPES.map((fuel) => (
              <option key={fuel}>{fuel}</option>
            ))}
          </select>
        </FormField>
        <FormField label="Price per day (₵)" error={errors.pricePerDay?.message}>
          <input
            {...register('pricePerDay')}
            inputMode="decimal"
            placeholder="250"
            className={inputClasses}
          />
        </FormField>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-base font-semibold">Description</legend>
        <FormField label="Description" error={errors.description?.message}>
          <textarea {...register('description')} rows={3} className={`${inputClasses} h-auto py-2`} />
        </FormField>
        <FormField
          label="Features"
          hint="Separate them with commas, e.g. Air conditioning, Bluetooth, GPS"
          error={errors.featuresText?.message}
        >
          <input {...register('featuresText')} autoComplete="off" className={inputClasses} />
        </FormField>
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
            <FormField label="Driver rate per day (₵)" error={errors.driverDailyRate?.message}>
              <input {...register('driverDailyRate')} inputMode="decimal" className={inputClasses} />
            </FormField>
            <FormField label="Driver name" error={errors.driverName?.message}>
              <input {...register('driverName')} autoComplete="off" className={inputClasses} />
            </FormField>
            <FormField label="Driver phone" error={errors.driverPhone?.message}>
              <input {...register('driverPhone')} type="tel" autoComplete="off" className={inputClasses} />
            </FormField>
            <FormField label="Driver experience (years)" error={errors.driverExperienceYears?.message}>
              <input
                {...register('driverExperienceYears', { valueAsNumber: true })}
                type="number"
                inputMode="numeric"
                min={0}
                max={50}
                className={inputClasses}
              />
            </FormField>
          </>
        )}
      </fieldset>
    </>
  );
}
