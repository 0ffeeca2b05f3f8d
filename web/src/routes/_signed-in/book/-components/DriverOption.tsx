import { formatCedis, parseCedis } from '@akwaaba/domain/money/money';
import { lazy, Suspense } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { CarDetail } from '#app/api/cars.ts';

// The driver's number is read apart from the car (see carContactQueryOptions), by a chunk the car's page shares.
const DriverPhoneNumber = lazy(() =>
  import('#app/cars/CarPhoneNumbers.tsx').then((numbers) => ({ default: numbers.DriverPhoneNumber })),
);

/** 'Include Professional Driver' (spec section 2), with the host's driver: name, experience, rate, phone. */
export function DriverOption({ car, register }: { car: CarDetail; register: UseFormRegisterReturn }) {
  const rate = car.driverDailyRate ? parseCedis(car.driverDailyRate) : null;
  return (
    <div className="grid gap-3 rounded-xl border border-stone-200 bg-white p-6">
      <label className="flex items-center gap-3 font-semibold">
        <input
          type="checkbox"
          {...register}
          aria-describedby="driver-details"
          className="size-5 accent-brand-700"
        />
        Include Professional Driver
      </label>
      <dl id="driver-details" className="grid gap-1 pl-8 text-sm text-stone-700 sm:grid-cols-2">
        {car.driverName && (
          <div>
            <dt className="inline text-stone-500">Driver: </dt>
            <dd className="inline font-medium">{car.driverName}</dd>
          </div>
        )}
        {car.driverExperienceYears !== null && (
          <div>
            <dt className="inline text-stone-500">Experience: </dt>
            <dd className="inline font-medium">
              {car.driverExperienceYears} {car.driverExperienceYears === 1 ? 'year' : 'years'}
            </dd>
          </div>
        )}
        {rate !== null && (
          <div>
            <dt className="inline text-stone-500">Daily rate: </dt>
            <dd className="inline font-medium">{formatCedis(rate)}/day</dd>
          </div>
        )}
        <Suspense fallback={null}>
          <DriverPhoneNumber carId={car.id} />
        </Suspense>
      </dl>
    </div>
  );
}
