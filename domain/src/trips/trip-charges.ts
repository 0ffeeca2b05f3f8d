import { differenceInMinutes } from 'date-fns';
import { LATE_GRACE_MINUTES, type ReturnTerms } from '../cars/return-terms';
import { formatCedisExactly, groupDigits, type Pesewas } from '../money/money';

/*
 * The charges a trip's record gives (issue 30): kilometres beyond the allowance, fuel missing
 * against the handover, and lateness after the return time, each from the terms the booking was
 * sold with. Computed once, when the return is recorded, in pesewas; each says how, in numbers
 * both parties can check against the trip page.
 */

export type RecordChargeKind = 'extra-km' | 'fuel' | 'late';

export interface RecordCharge {
  kind: RecordChargeKind;
  amount: Pesewas;
  /** The quantity charged: kilometres over, eighths missing, started hours late. */
  quantity: number;
  /** The fee per unit, as sold. */
  unitFee: Pesewas;
}

export interface TripRecordForCharges {
  /** The booking's days: the allowance is per day. */
  days: number;
  terms: ReturnTerms;
  handover: { odometerKm: number; fuelEighths: number };
  returned: { odometerKm: number; fuelEighths: number; recordedAt: string };
  /** When the car was due back; null for bookings made before return times (never late). */
  returnDueAt: Date | null;
}

/** Kilometres driven beyond the allowance (0 for unlimited). */
export function extraKilometres({ days, terms, handover, returned }: TripRecordForCharges): number {
  if (terms.includedKmPerDay === null) return 0;
  const driven = returned.odometerKm - handover.odometerKm;
  return Math.max(0, driven - terms.includedKmPerDay * days);
}

/** Eighths of a tank fewer than at the handover. */
export const missingFuelEighths = ({ handover, returned }: TripRecordForCharges): number =>
  Math.max(0, handover.fuelEighths - returned.fuelEighths);

/** Started hours after the return time, once the grace is over (0 within it). */
export function startedHoursLate({ returnDueAt, returned }: TripRecordForCharges): number {
  if (returnDueAt === null) return 0;
  const minutesLate = differenceInMinutes(new Date(returned.recordedAt), returnDueAt);
  return minutesLate > LATE_GRACE_MINUTES ? Math.ceil(minutesLate / 60) : 0;
}

/** The record's charges: only those above 0. */
export function recordCharges(record: TripRecordForCharges): RecordCharge[] {
  const { terms } = record;
  const charges: RecordCharge[] = [
    { kind: 'extra-km', quantity: extraKilometres(record), unitFee: terms.extraKmFee, amount: 0 },
    { kind: 'fuel', quantity: missingFuelEighths(record), unitFee: terms.fuelEighthFee, amount: 0 },
    { kind: 'late', quantity: startedHoursLate(record), unitFee: terms.lateHourFee, amount: 0 },
  ];
  return charges
    .map((charge) => ({ ...charge, amount: charge.quantity * charge.unitFee }))
    .filter((charge) => charge.amount > 0);
}

const CHARGE_LABELS: Record<RecordChargeKind, string> = {
  'extra-km': 'Extra kilometres',
  fuel: 'Fuel',
  late: 'Late return',
};

/** "Fuel": a charge's name on the trip page and in the e-mails. */
export const chargeLabel = (kind: RecordChargeKind): string => CHARGE_LABELS[kind];

/**
 * How a charge was computed, in numbers both parties can check against the trip's record:
 * "120 km beyond the kilometres included × ₵1.50", "3/8 of a tank missing × ₵100 an eighth",
 * "2 started hours after the return time × ₵50 an hour".
 */
export function chargeExplanation({ kind, quantity, unitFee }: RecordCharge): string {
  const fee = formatCedisExactly(unitFee);
  switch (kind) {
    case 'extra-km':
      return `${groupDigits(quantity)} km beyond the kilometres included × ${fee}`;
    case 'fuel':
      return `${quantity}/8 of a tank missing × ${fee} an eighth`;
    case 'late':
      return `${quantity} started ${quantity === 1 ? 'hour' : 'hours'} after the return time × ${fee} an hour`;
  }
}
