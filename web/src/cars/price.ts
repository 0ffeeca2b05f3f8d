// The money module directly: the package index also carries schemas a bundler cannot drop.
import { formatCedis, parseCedis } from '@akwaaba/domain/money/money';

/** "250.00" from the API → "₵250" on screen (whole cedi, spec section 1). */
export function displayCedis(amount: string | null | undefined): string {
  const pesewas = amount == null ? null : parseCedis(amount);
  return pesewas === null ? '₵–' : formatCedis(pesewas);
}
