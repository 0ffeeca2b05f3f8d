import type { CarDetails, CarExtra, CreateCarData, Pesewas, UpdateCarData } from '@akwaaba/domain';
import { parseCedis } from '@akwaaba/domain';

/*
 * Request bodies (validated by the shared car schemas) into the car commands'
 * terms: cedi amounts into pesewas, blank optional text into null. The schemas
 * already refused bad amounts, so parseCedis cannot fail on what reaches here.
 */

const pesewas = (amount: string | number): Pesewas => parseCedis(amount) ?? Number.NaN;

const optionalPesewas = (amount: string | number | null | undefined): Pesewas | null =>
  amount === null || amount === undefined || String(amount).trim() === '' ? null : pesewas(amount);

/** The extras a host offers, their rates into pesewas. */
const extrasInPesewas = (
  extras: readonly { kind: CarExtra['kind']; dailyRate: string | number }[],
): CarExtra[] => extras.map(({ kind, dailyRate }) => ({ kind, dailyRate: pesewas(dailyRate) }));

const optionalText = (text: string | null | undefined): string | null => text?.trim() || null;

/** POST /api/cars: the whole listing. Fields the schema already gives in the command's terms pass through. */
export function detailsFromCreate(body: CreateCarData): { details: CarDetails; available: boolean } {
  const {
    available,
    pricePerDay,
    driverDailyRate,
    driverName,
    driverPhone,
    driverExperienceYears,
    extras,
    ...plain
  } = body;
  return {
    available,
    details: {
      ...plain,
      pricePerDay: pesewas(pricePerDay),
      driverDailyRate: optionalPesewas(driverDailyRate),
      driverName: optionalText(driverName),
      driverPhone: optionalText(driverPhone),
      driverExperienceYears: driverExperienceYears ?? null,
      extras: extrasInPesewas(extras),
    },
  };
}

/** PATCH /api/cars/{id}: only the fields sent; a field left out stays as it is. */
export function changesFromUpdate(body: UpdateCarData): Partial<CarDetails> & { available?: boolean } {
  const changes: Partial<CarDetails> & { available?: boolean } = {};
  const { pricePerDay, driverDailyRate, driverName, driverPhone, driverExperienceYears, extras, ...plain } =
    body;
  for (const [field, value] of Object.entries(plain)) {
    if (value !== undefined) Object.assign(changes, { [field]: value });
  }
  if (pricePerDay !== undefined) changes.pricePerDay = pesewas(pricePerDay);
  if (driverDailyRate !== undefined) changes.driverDailyRate = optionalPesewas(driverDailyRate);
  if (driverName !== undefined) changes.driverName = optionalText(driverName);
  if (driverPhone !== undefined) changes.driverPhone = optionalText(driverPhone);
  if (driverExperienceYears !== undefined) changes.driverExperienceYears = driverExperienceYears;
  if (extras !== undefined) changes.extras = extrasInPesewas(extras);
  return changes;
}
