import { MAX_FUEL_EIGHTHS } from '@akwaaba/domain/trips/trip.rules';
import { fuelName } from './trip-labels.ts';

const EIGHTHS = Array.from({ length: MAX_FUEL_EIGHTHS }, (_, index) => index + 1);

/** A fuel level: eight bars, filled up to the level, with its name ("3/8", "Full") for everyone. */
export function FuelGauge({ eighths }: { eighths: number }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden="true" className="flex h-4 gap-0.5">
        {EIGHTHS.map((eighth) => (
          <span
            key={eighth}
            className={`w-2 rounded-sm ${eighth <= eighths ? 'bg-brand-700' : 'bg-stone-200'}`}
          />
        ))}
      </span>
      <span className="font-medium">{fuelName(eighths)}</span>
    </span>
  );
}
