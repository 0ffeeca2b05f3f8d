/*
 * Where a renter collects a car (issue "From payment to pick-up", docs/adr/0035): a GhanaPost GPS
 * digital address, directions by landmark as people give them in Ghana, and optionally a map
 * position. Anyone sees only the area; the renter of a paid booking sees the exact point.
 */

/** A position on the map, in degrees. */
export interface MapPosition {
  latitude: number;
  longitude: number;
}

export interface PickupPoint {
  /** The public part, e.g. "East Legon, Accra". */
  area: string;
  /** The GhanaPost GPS digital address, upper case with dashes: "GA-183-8164". */
  digitalAddress: string;
  /** Directions by landmark: "Opposite the Shell station, blue gate". */
  directions: string;
  /** Null when the host gave none. */
  position: MapPosition | null;
}

export const MAX_PICKUP_AREA_LENGTH = 80;
export const MAX_PICKUP_DIRECTIONS_LENGTH = 200;

/** Ghana's bounds, roughly: a position outside them is a typing slip. */
export const GHANA_BOUNDS = { minLatitude: 4.5, maxLatitude: 11.2, minLongitude: -3.3, maxLongitude: 1.2 };

/** An example every message about a digital address names. */
export const DIGITAL_ADDRESS_EXAMPLE = 'GA-183-8164';

/** Two letters (region and district), 3 or 4 digits, 4 digits; spaces or dashes between them as typed. */
const DIGITAL_ADDRESS_AS_TYPED = /^([A-Za-z]{2})[\s-]*(\d{3,4})[\s-]*(\d{4})$/;
const DIGITAL_ADDRESS = /^[A-Z]{2}-\d{3,4}-\d{4}$/;

/** "ga 183 8164" → "GA-183-8164"; null when it is not a digital address. */
export function normalizeDigitalAddress(typed: string): string | null {
  const parts = DIGITAL_ADDRESS_AS_TYPED.exec(typed.trim());
  return parts ? `${parts[1]!.toUpperCase()}-${parts[2]}-${parts[3]}` : null;
}

/** Whether a stored digital address has the form the product keeps ("GA-183-8164"). */
export const isDigitalAddress = (address: string) => DIGITAL_ADDRESS.test(address);

export const isInGhana = ({ latitude, longitude }: MapPosition) =>
  latitude >= GHANA_BOUNDS.minLatitude &&
  latitude <= GHANA_BOUNDS.maxLatitude &&
  longitude >= GHANA_BOUNDS.minLongitude &&
  longitude <= GHANA_BOUNDS.maxLongitude;

/** A car's pick-up point; null for cars listed before hosts could set one. */
export const pickupPointOf = (details: { pickupPoint?: PickupPoint | undefined }): PickupPoint | null =>
  details.pickupPoint ?? null;

/** Whether two pick-up points are the same, field by field. */
export const samePickupPoint = (a: PickupPoint | null, b: PickupPoint | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.area === b.area &&
    a.digitalAddress === b.digitalAddress &&
    a.directions === b.directions &&
    a.position?.latitude === b.position?.latitude &&
    a.position?.longitude === b.position?.longitude);

/** The "Open in maps" link: the position when there is one, else the digital address as the search. */
export function mapsLinkFor(point: Pick<PickupPoint, 'digitalAddress' | 'position'>): string {
  const query = point.position
    ? `${point.position.latitude},${point.position.longitude}`
    : point.digitalAddress;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
