import type { CheckoutFormState } from './checkout-page';
import { type CheckoutChoice, MOBILE_MONEY_PROVIDERS, type MobileMoneyProvider } from './payment-simulator';

export const CHECKOUT_MESSAGES = {
  cardNumber: 'Enter a valid card number (the test card is 4084 0840 8408 4081).',
  expiry: 'Enter the expiry date as MM/YY, in the future.',
  cvv: 'Enter the 3-digit CVV on the back of the card.',
  provider: 'Choose MTN, Telecel or AirtelTigo.',
  phone: 'Enter a Ghana mobile number, like 055 123 4987.',
  method: 'Choose how to pay.',
} as const;

/** The Luhn checksum every real card number passes. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function expiryIsFuture(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

/** "055 123 4987" or "+233 55 123 4987" → "0551234987"; null when it is not a Ghana mobile number. */
export function ghanaMobileNumber(text: string): string | null {
  const compact = text.replace(/[\s-]/g, '');
  const local = compact.startsWith('+233') ? `0${compact.slice(4)}` : compact;
  return /^0[25]\d{8}$/.test(local) ? local : null;
}

/**
 * What the payer chose on the checkout page, or the form to show again with one message.
 * Card data is checked the way a card form would (Luhn, expiry, CVV) and only its last four
 * digits are kept.
 */
export function parseCheckoutChoice(
  form: Record<string, string | undefined>,
  now: Date = new Date(),
): { choice: CheckoutChoice } | { state: CheckoutFormState } {
  const values = Object.fromEntries(
    Object.entries(form).filter(([key]) => ['provider', 'phone', 'expiry'].includes(key)),
  ) as Record<string, string>;
  switch (form.method) {
    case 'decline':
      return { choice: { method: 'decline' } };
    case 'card': {
      const digits = (form.cardNumber ?? '').replace(/[\s-]/g, '');
      const fail = (error: string) => ({ state: { form: 'card' as const, error, values } });
      if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return fail(CHECKOUT_MESSAGES.cardNumber);
      if (!expiryIsFuture(form.expiry ?? '', now)) return fail(CHECKOUT_MESSAGES.expiry);
      if (!/^\d{3,4}$/.test((form.cvv ?? '').trim())) return fail(CHECKOUT_MESSAGES.cvv);
      return { choice: { method: 'card', last4: digits.slice(-4) } };
    }
    case 'mobile_money': {
      const fail = (error: string) => ({ state: { form: 'mobile_money' as const, error, values } });
      const provider = MOBILE_MONEY_PROVIDERS.find((p) => p.code === form.provider)?.code;
      if (!provider) return fail(CHECKOUT_MESSAGES.provider);
      const phone = ghanaMobileNumber(form.phone ?? '');
      if (!phone) return fail(CHECKOUT_MESSAGES.phone);
      return { choice: { method: 'mobile_money', provider: provider as MobileMoneyProvider, phone } };
    }
    default:
      return { state: { error: CHECKOUT_MESSAGES.method, values } };
  }
}
