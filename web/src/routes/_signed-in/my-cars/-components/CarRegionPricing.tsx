import { useQuery } from '@tanstack/react-query';
import { regionPricingQueryOptions, regionsQueryOptions } from '#app/api/cars.ts';
import { useRemoveRegionPricing, useSetRegionPricing } from '#app/api/my-car-actions.ts';
import { type PricingEntry, RegionPricingEditor } from './RegionPricingEditor.tsx';

interface CarRegionPricingProps {
  /** The car being edited; null while adding a new one. */
  carId: string | null;
  /** A new car's surcharges, kept here until the car exists (they are saved right after it). */
  draft: PricingEntry[];
  onDraftChange: (entries: PricingEntry[]) => void;
}

/** Regional pricing in the Add/Edit dialog: saved at once for a listed car, after listing for a new one. */
export function CarRegionPricing({ carId, draft, onDraftChange }: CarRegionPricingProps) {
  // Not suspense: optional side data of the dialog; a failure is a line of its own, not the dialog's.
  const regions = useQuery(regionsQueryOptions());
  const saved = useQuery(regionPricingQueryOptions(carId ?? ''));
  const setPricing = useSetRegionPricing();
  const removePricing = useRemoveRegionPricing();
  const nameOf = (regionId: string) => regions.data?.find((r) => r.id === regionId)?.name ?? regionId;

  if (regions.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        Failed to fetch pricing: {regions.error.message}
      </p>
    );
  }
  if (carId && saved.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        Failed to fetch pricing: {saved.error.message}
      </p>
    );
  }

  const entries: PricingEntry[] = carId
    ? (saved.data ?? []).map((p) => ({
        regionId: p.regionId,
        regionName: p.region.name,
        surchargePerDay: p.surchargePerDay,
      }))
    : draft;

  return (
    <RegionPricingEditor
      regions={regions.data ?? []}
      entries={entries}
      loading={regions.isPending || (carId !== null && saved.isPending)}
      onAdd={async (regionId, surchargePerDay) => {
        if (carId) await setPricing.mutateAsync({ carId, pricing: { regionId, surchargePerDay } });
        else onDraftChange([...draft, { regionId, regionName: nameOf(regionId), surchargePerDay }]);
      }}
      onRemove={async (regionId) => {
        if (carId) await removePricing.mutateAsync({ carId, regionId });
        else onDraftChange(draft.filter((entry) => entry.regionId !== regionId));
      }}
    />
  );
}
