/**
 * Money is integer pesewas (1 cedi = 100 pesewas) everywhere inside the product.
 * It turns into cedi only at the edges: decimal strings in the API, whole cedi on screen.
 */
export type Pesewas = number;

/** "250" | "250.5" | "250.50" → 25050. Returns null for anything that is not a non-negative amount with at most 2 decimals. */
export function parseCedis(input: string | number): Pesewas | null {
  const text = typeof input === 'number' ? String(input) : input.trim();
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}

/** 25050 → "250.50": the decimal string the API uses for prices. */
export const toCedisString = (amount: Pesewas): string =>
  `${Math.trunc(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;

/**
 * A whole number with Ghana's comma grouping: 1250 → "1,250". Grouped by hand: loading the
 * en-GH locale data for Intl.NumberFormat was the costliest script on the car detail page on a
 * throttled phone CPU (~100 ms).
 */
export const groupDigits = (whole: number | string): string => String(whole).replace(/\B(?=(\d{3})+$)/g, ',');

/** Whole cedi as shown to people: ₵251 for 25050 pesewas (half up), ₵1,250 with Ghana's comma grouping. */
export const formatCedis = (amount: Pesewas): string => `₵${groupDigits(Math.round(amount / 100))}`;

/**
 * An amount to the pesewa where it is not whole cedi, as people read what they paid: ₵1,653.75
 * for 165375 pesewas, ₵1,500 for 150000. The renter's confirmation e-mail writes the amount paid
 * so, as the trip card after payment does.
 */
export function formatCedisExactly(amount: Pesewas): string {
  const whole = groupDigits(Math.trunc(amount / 100));
  const fraction = amount % 100;
  return fraction === 0 ? `₵${whole}` : `₵${whole}.${String(fraction).padStart(2, '0')}`;
}

/**
 * An amount to the pesewa, as a receipt or a checkout shows it: "GHS 1,417.50" for 141750
 * pesewas (the currency code, Ghana's comma grouping, two decimals).
 */
export const formatCedisToThePesewa = (amount: Pesewas): string => {
  const [whole, pesewas] = toCedisString(amount).split('.');
  return `GHS ${groupDigits(whole!)}.${pesewas}`;
};
