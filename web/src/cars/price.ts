// The money module directly: the package index also carries schemas a bundler cannot drop.
import { formatCedis, type Pesewas, parseCedis } from '@akwaaba/domain/money/money';

/** "250.00" from the API → "₵250" on screen (whole cedi, spec section 1). */
export function displayCedis(amount: string | null | undefined): string {
  const pesewas = amount == null ? null : parseCedis(amount);
  return pesewas === null ? '₵–' : formatCedis(pesewas);
}

/**
 * Money to the pesewa where it is not whole cedi, as Earnings shows a host's money
 * (payoutCedis): 165375 → "₵1,653.75", 150000 → "₵1,500". A booking's lines show so, since
 * they must add up on screen to what the payment asks for; a price on its own shows in whole
 * cedi (formatCedis). A search result's trip total shows so too: the booking form's total.
 * Not shared with payoutCedis: a module the booking screens and Earnings both import becomes a
 * chunk of its own, named in the entry's preload map that / and /cars load, and those pages
 * are at their JavaScript budget.
 */
export function formatCedisExactly(amount: Pesewas): string {
  const whole = String(Math.trunc(amount / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const fraction = amount % 100;
  return fraction === 0 ? `₵${whole}` : `₵${whole}.${String(fraction).padStart(2, '0')}`;
}
