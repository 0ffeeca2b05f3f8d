import { formatCedisExactly, groupDigits, type Pesewas, parseCedis } from '../money/money';

/*
 * What a car's renter pays for at the return (issue 30): kilometres beyond an allowance, fuel
 * missing against the handover, and lateness after the return time. The host sets them per car
 * within the product's limits and the renter sees them before booking; each booking keeps the
 * terms it was sold with, and the charges are computed from the trip's record with them.
 */

export interface ReturnTerms {
  /** Kilometres included per day of the booking; null for unlimited. */
  includedKmPerDay: number | null;
  /** Per kilometre beyond the allowance. */
  extraKmFee: Pesewas;
  /** Per eighth of a tank missing at the return: the car goes back at the level it left. */
  fuelEighthFee: Pesewas;
  /** Per started hour after the return time, once its grace is over. */
  lateHourFee: Pesewas;
}

/** A return this many minutes after the return time is not late: traffic in Accra is what it is. */
export const LATE_GRACE_MINUTES = 30;

/** The product's limits on what a host may ask. */
export const RETURN_TERMS_LIMITS = {
  /** An allowance below 50 km a day would make a day's hire useless; above 2,000 it is unlimited in all but name. */
  minIncludedKmPerDay: 50,
  maxIncludedKmPerDay: 2_000,
  /** ₵20 a kilometre: several times a car's running cost, beyond which a fee is a penalty. */
  maxExtraKmFee: 2_000,
  /** ₵500 an eighth: an eighth of a large tank with the trouble of filling it, generously. */
  maxFuelEighthFee: 50_000,
  /** ₵500 an hour. */
  maxLateHourFee: 50_000,
} as const;

/** Cars listed before return terms charge nothing at the return, as they were offered. */
export const NO_RETURN_TERMS: Readonly<ReturnTerms> = {
  includedKmPerDay: null,
  extraKmFee: 0,
  fuelEighthFee: 0,
  lateHourFee: 0,
};

/**
 * What the car form proposes: 250 km a day, ₵1.50 a kilometre beyond, ₵100 an eighth of a tank
 * (about six litres at Ghana's pump prices, and the trip to the station) and ₵50 an hour late.
 */
export const DEFAULT_RETURN_TERMS: Readonly<ReturnTerms> = {
  includedKmPerDay: 250,
  extraKmFee: 150,
  fuelEighthFee: 10_000,
  lateHourFee: 5_000,
};

/** A car's return terms; cars listed before them have none. */
export const returnTermsOf = (details: Partial<ReturnTerms>): ReturnTerms => ({
  includedKmPerDay: details.includedKmPerDay ?? NO_RETURN_TERMS.includedKmPerDay,
  extraKmFee: details.extraKmFee ?? NO_RETURN_TERMS.extraKmFee,
  fuelEighthFee: details.fuelEighthFee ?? NO_RETURN_TERMS.fuelEighthFee,
  lateHourFee: details.lateHourFee ?? NO_RETURN_TERMS.lateHourFee,
});

/** The terms as the API answers them (fees in cedi strings, absent from older copies), in pesewas. */
export const returnTermsOfView = (view: {
  includedKmPerDay?: number | null | undefined;
  extraKmFee?: string | undefined;
  fuelEighthFee?: string | undefined;
  lateHourFee?: string | undefined;
}): ReturnTerms => ({
  includedKmPerDay: view.includedKmPerDay ?? null,
  extraKmFee: parseCedis(view.extraKmFee ?? '0') ?? 0,
  fuelEighthFee: parseCedis(view.fuelEighthFee ?? '0') ?? 0,
  lateHourFee: parseCedis(view.lateHourFee ?? '0') ?? 0,
});

/**
 * The terms in plain words, one line each, as the car page, the booking summary and the trip
 * page say them: "250 km a day included, then ₵1.50 a kilometre", "Bring the fuel back to the
 * level you found it, or pay ₵100 an eighth of a tank", "₵50 an hour started after the return
 * time, once 30 minutes' grace are over". A fee of 0 says nothing is charged.
 */
export function returnTermsLines(terms: ReturnTerms): string[] {
  const allowance = `${groupDigits(terms.includedKmPerDay ?? 0)} km a day included`;
  const km =
    terms.includedKmPerDay === null
      ? 'Unlimited kilometres'
      : terms.extraKmFee === 0
        ? `${allowance}, nothing charged beyond`
        : `${allowance}, then ${formatCedisExactly(terms.extraKmFee)} a kilometre`;
  const fuel =
    terms.fuelEighthFee === 0
      ? 'No charge for fuel'
      : `Bring the fuel back to the level you found it, or pay ${formatCedisExactly(terms.fuelEighthFee)} an eighth of a tank`;
  const late =
    terms.lateHourFee === 0
      ? 'No charge for a late return'
      : `${formatCedisExactly(terms.lateHourFee)} an hour started after the return time, once ${LATE_GRACE_MINUTES} minutes’ grace are over`;
  return [km, fuel, late];
}
