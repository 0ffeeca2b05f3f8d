import { toCedisString } from '@akwaaba/domain/money/money';

/*
 * Money as the screens show it, worked out apart from the product's code, so a browser test
 * checks the product's formatting rather than repeating it.
 */

/** A booking's money on screen: whole cedi without decimals, otherwise to the pesewa, grouped ("₵1,402.50"). */
export const screenCedis = (amount: number) =>
  `₵${(amount / 100).toLocaleString('en-GB', { minimumFractionDigits: amount % 100 === 0 ? 0 : 2 })}`;

/** As the payment simulator asks for it: "GHS 1,402.50". */
export const checkoutCedis = (amount: number) =>
  `GHS ${Number(toCedisString(amount)).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`;
