import { regionPricingSchema } from '@akwaaba/domain';
import { useState } from 'react';
import * as v from 'valibot';
import { apiProblemOf } from '#app/api/api-error.ts';
import type { Region } from '#app/api/cars.ts';
import { displayCedis } from '#app/cars/price.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { Labelled } from '#app/components/ui/Labelled.tsx';
import { Select } from '#app/components/ui/Select.tsx';

export interface PricingEntry {
  regionId: string;
  regionName: string;
  /** Cedi as a decimal string, e.g. "50.00". */
  surchargePerDay: string;
}

interface RegionPricingEditorProps {
  regions: readonly Region[];
  entries: readonly PricingEntry[];
  onAdd: (regionId: string, surchargePerDay: string) => Promise<void>;
  onRemove: (regionId: string) => Promise<void>;
  loading?: boolean;
}

const fieldClasses = 'h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base';

/**
 * A car's extra charge per day for delivery to other regions: add a region with a surcharge
 * (only regions without one are offered), remove one.
 */
export function RegionPricingEditor({
  regions,
  entries,
  onAdd,
  onRemove,
  loading,
}: RegionPricingEditorProps) {
  const [regionId, setRegionId] = useState('');
  const [surcharge, setSurcharge] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const priced = new Set(entries.map((entry) => entry.regionId));
  const offered = regions.filter((region) => !priced.has(region.id));

  async function add() {
    const checked = v.safeParse(regionPricingSchema, { regionId, surchargePerDay: surcharge });
    if (!checked.success) return setError(checked.issues[0].message);
    setBusy(true);
    setError(null);
    try {
      await onAdd(regionId, surcharge);
      setRegionId('');
      setSurcharge('');
    } catch (failure) {
      setError(apiProblemOf(failure).message);
    } finally {
      setBusy(false);
    }
  }

  async function remove(entry: PricingEntry) {
    setBusy(true);
    setError(null);
    try {
      await onRemove(entry.regionId);
    } catch (failure) {
      setError(apiProblemOf(failure).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-medium">Regional pricing</legend>
      <p className="text-sm text-stone-600">
        An extra charge per day when a renter wants the car delivered to another region.
      </p>
      {loading ? (
        <p className="text-sm text-stone-600">Loading...</p>
      ) : entries.length === 0 ? (
        <p className="text-sm text-stone-600">No regional surcharges yet.</p>
      ) : (
        <ul className="grid gap-2">
          {entries.map((entry) => (
            <li
              key={entry.regionId}
              className="flex items-center justify-between gap-2 rounded-lg bg-stone-50 px-3 py-2"
            >
              <span>
                {entry.regionName}: <strong>+{displayCedis(entry.surchargePerDay)}/day</strong>
              </span>
              <button
                type="button"
                onClick={() => void remove(entry)}
                disabled={busy}
                className={buttonClasses('ghost', 'sm')}
                aria-label={`Remove the surcharge for ${entry.regionName}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {offered.length > 0 && (
        <div className="grid gap-2 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
          <Labelled label="Region" labelClassName="text-sm">
            <Select
              prompt="Select a region"
              choices={offered.map((region) => ({ value: region.id, label: region.name }))}
              value={regionId}
              onChange={(e) => setRegionId(e.target.value)}
              className={fieldClasses}
            />
          </Labelled>
          <Labelled label="Surcharge per day (₵)" labelClassName="text-sm">
            <input
              inputMode="decimal"
              value={surcharge}
              onChange={(e) => setSurcharge(e.target.value)}
              className={fieldClasses}
            />
          </Labelled>
          <button
            type="button"
            onClick={() => void add()}
            disabled={busy}
            className={buttonClasses('outline', 'md')}
          >
            Add region
          </button>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
