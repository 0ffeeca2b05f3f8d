// The money module directly: the package index also carries schemas a bundler cannot drop.
import { formatCedis, parseCedis } from '@akwaaba/domain/money/money';

/** "250.00" from the API → "₵250" on screen (whole cedi, spec section 1). */
export function displayCedis(amount: string | null | undefined): string {
  const pesewas = amount == null ? null : parseCedis(amount);
  return pesewas === null ? '₵–' : formatCedis(pesewas);
}

/**
 * Money to the pesewa where it is not whole cedi (165375 → "₵1,653.75", 150000 → "₵1,500"): a
 * booking's lines show so, since they must add up on screen to what the payment asks for; a price
 * on its own shows in whole cedi (formatCedis). From the money module this file already imports,
 * so no new chunk joins the budgeted pages.
 */
export { formatCedisExactly } from '@akwaaba/domain/money/money';
