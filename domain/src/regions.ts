/**
 * Ghana's 16 administrative regions. The ids are stable: they are stored in events
 * (regional surcharges, booking destinations), so a name may be corrected but an id never changes.
 */
export const REGIONS = [
  { id: 'greater-accra', name: 'Greater Accra' },
  { id: 'ashanti', name: 'Ashanti' },
  { id: 'western', name: 'Western' },
  { id: 'western-north', name: 'Western North' },
  { id: 'central', name: 'Central' },
  { id: 'eastern', name: 'Eastern' },
  { id: 'volta', name: 'Volta' },
  { id: 'oti', name: 'Oti' },
  { id: 'northern', name: 'Northern' },
  { id: 'savannah', name: 'Savannah' },
  { id: 'north-east', name: 'North East' },
  { id: 'upper-east', name: 'Upper East' },
  { id: 'upper-west', name: 'Upper West' },
  { id: 'bono', name: 'Bono' },
  { id: 'bono-east', name: 'Bono East' },
  { id: 'ahafo', name: 'Ahafo' },
] as const;

export type Region = (typeof REGIONS)[number];
export type RegionId = Region['id'];

export const REGION_IDS: readonly RegionId[] = REGIONS.map((region) => region.id);

export const isRegionId = (value: unknown): value is RegionId =>
  typeof value === 'string' && (REGION_IDS as readonly string[]).includes(value);

export const findRegion = (id: string): Region | undefined => REGIONS.find((region) => region.id === id);
