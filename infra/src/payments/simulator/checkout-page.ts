import { escapeHtml } from '@akwaaba/domain/shared/html';
import type { PaystackMetadata } from '../paystack/paystack-api';
import { MOBILE_MONEY_PROVIDERS } from './payment-simulator';
import type { SimulatedTransaction } from './simulator-transactions';

/*
 * The simulator's checkout page: plain HTML forms (no script, so it works under the API's
 * `script-src 'self'` CSP and on any phone) and one stylesheet served beside it. Every value
 * written into the page is escaped.
 */

/** 141750 → "GHS 1,417.50" */
export const formatAmount = (pesewas: number, currency: string) =>
  `${currency} ${(pesewas / 100).toLocaleString('en-GH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export interface CheckoutFormState {
  /** Which form the message belongs to. */
  form?: 'card' | 'mobile_money';
  error?: string;
  values?: Record<string, string>;
}

/** The custom fields a merchant sent, as far as they are well formed (the body was the merchant's JSON). */
function customFieldsOf(metadata: PaystackMetadata): { name: string; value: string }[] {
  const fields: unknown = metadata.custom_fields;
  if (!Array.isArray(fields)) return [];
  return fields.flatMap((field: unknown) =>
    typeof field === 'object' &&
    field !== null &&
    'display_name' in field &&
    'value' in field &&
    typeof field.display_name === 'string' &&
    typeof field.value === 'string'
      ? [{ name: field.display_name, value: field.value }]
      : [],
  );
}

/**
 * What the payer pays for, as the merchant listed it (Paystack's custom fields), and the total
 * they add up to: shown above the payment forms, so the amount can be checked to the pesewa.
 */
function orderSummary(transaction: SimulatedTransaction, amount: string): string {
  const fields = customFieldsOf(transaction.metadata);
  if (fields.length === 0) return '';
  const row = (name: string, value: string, total = false) =>
    `<div${total ? ' class="total"' : ''}><dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd></div>`;
  return `<dl class="card lines" aria-label="What you pay for">
${fields.map((field) => row(field.name, field.value)).join('\n')}
${row('Total', amount, true)}
</dl>`;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/simulator/checkout.css">
</head>
<body>
<main>
<p class="banner">Test payment: the built-in payment simulator. No real money moves.</p>
${body}
</main>
</body>
</html>`;
}

const errorFor = (state: CheckoutFormState, form: 'card' | 'mobile_money') =>
  state.form === form && state.error
    ? `<p class="error" role="alert" id="${form}-error">${escapeHtml(state.error)}</p>`
    : '';

const described = (state: CheckoutFormState, form: 'card' | 'mobile_money') =>
  state.form === form && state.error ? ` aria-describedby="${form}-error" aria-invalid="true"` : '';

/** The page the payer lands on from authorization_url: pay by card, by Mobile Money, or decline. */
export function renderCheckoutPage(transaction: SimulatedTransaction, state: CheckoutFormState = {}): string {
  const amount = formatAmount(transaction.amount, transaction.currency);
  const value = (name: string, fallback: string) => escapeHtml(state.values?.[name] ?? fallback);
  const action = `/simulator/checkout/${escapeHtml(transaction.accessCode)}`;
  const chosenProvider = state.values?.provider ?? 'mtn';
  const providers = MOBILE_MONEY_PROVIDERS.map(
    (p) =>
      `<option value="${p.code}"${p.code === chosenProvider ? ' selected' : ''}>${escapeHtml(p.name)}</option>`,
  ).join('');
  const card = transaction.channels.includes('card')
    ? `<form method="post" action="${action}" class="card">
<input type="hidden" name="method" value="card">
<fieldset>
<legend>Pay with card</legend>
${errorFor(state, 'card')}
<label for="card-number">Card number</label>
<input id="card-number" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required value="${value('cardNumber', '4084 0840 8408 4081')}"${described(state, 'card')}>
<div class="row">
<div><label for="card-expiry">Expiry (MM/YY)</label>
<input id="card-expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" required value="${value('expiry', '12/30')}"></div>
<div><label for="card-cvv">CVV</label>
<input id="card-cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" required value="${value('cvv', '408')}"></div>
</div>
<button type="submit">Pay ${escapeHtml(amount)} by card</button>
</fieldset>
</form>`
    : '';
  const momo = transaction.channels.includes('mobile_money')
    ? `<form method="post" action="${action}" class="card">
<input type="hidden" name="method" value="mobile_money">
<fieldset>
<legend>Pay with Mobile Money</legend>
${errorFor(state, 'mobile_money')}
<label for="momo-provider">Network</label>
<select id="momo-provider" name="provider">${providers}</select>
<label for="momo-phone">Mobile Money number</label>
<input id="momo-phone" name="phone" type="tel" inputmode="tel" autocomplete="tel" required placeholder="055 123 4987" value="${value('phone', '')}"${described(state, 'mobile_money')}>
<button type="submit">Pay ${escapeHtml(amount)} with Mobile Money</button>
</fieldset>
</form>`
    : '';
  return page(
    `Pay ${amount}`,
    `<h1>Pay ${escapeHtml(amount)}</h1>
<p class="muted">to Akwaaba Drive · ${escapeHtml(transaction.email)} · reference ${escapeHtml(transaction.reference)}</p>
${orderSummary(transaction, amount)}
${card}
${momo}
<form method="post" action="${action}" class="decline">
<input type="hidden" name="method" value="decline">
<button type="submit" class="secondary">Decline payment</button>
</form>`,
  );
}

/** A checkout that was already settled: say how, and lead back to the shop. */
export function renderCheckoutSettled(transaction: SimulatedTransaction, returnUrl: string): string {
  const paid = transaction.status === 'success' || transaction.status === 'reversed';
  return page(
    'Payment already completed',
    `<h1>${paid ? 'This payment is complete' : 'This payment was declined'}</h1>
<p class="muted">Reference ${escapeHtml(transaction.reference)}</p>
<p><a class="button" href="${escapeHtml(returnUrl)}">Return to Akwaaba Drive</a></p>`,
  );
}

/** An access code that names no payment. */
export function renderCheckoutNotFound(): string {
  return page(
    'Payment not found',
    `<h1>Payment not found</h1>
<p>This payment link is not valid. Start the payment again from your booking.</p>
<p><a class="button" href="/my-bookings">Go to My Bookings</a></p>`,
  );
}

export const CHECKOUT_CSS = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f5f5f4;color:#1c1917;line-height:1.5}
main{max-width:28rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;margin:.5rem 0}
.banner{background:#fef3c7;border:1px solid #f59e0b;border-radius:.5rem;padding:.5rem .75rem;font-size:.875rem}
.muted{color:#57534e;font-size:.875rem;word-break:break-all}
.card{background:#fff;border:1px solid #e7e5e4;border-radius:.75rem;padding:1rem;margin:1rem 0}
fieldset{border:0;margin:0;padding:0;display:grid;gap:.5rem}
legend{font-weight:600;font-size:1.1rem;margin-bottom:.25rem}
label{font-size:.875rem;font-weight:500}
input,select{width:100%;font:inherit;padding:.625rem .75rem;border:1px solid #a8a29e;border-radius:.5rem;background:#fff}
.row{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}
.row div{display:grid;gap:.25rem}
button,.button{display:inline-block;width:100%;font:inherit;font-weight:600;text-align:center;text-decoration:none;padding:.75rem 1rem;border-radius:.5rem;border:0;background:#15803d;color:#fff;cursor:pointer;margin-top:.5rem}
button.secondary{background:#fff;color:#b91c1c;border:1px solid #b91c1c}
.decline{margin:1rem 0}
.lines{display:grid;gap:.25rem;font-size:.875rem}
.lines div{display:flex;justify-content:space-between;gap:1rem}
.lines dt{color:#57534e}
.lines dd{margin:0;font-weight:500;white-space:nowrap}
.lines .total{border-top:1px solid #e7e5e4;padding-top:.5rem;margin-top:.25rem;font-size:1rem;font-weight:700}
.lines .total dt{color:#1c1917}
.error{color:#b91c1c;background:#fef2f2;border:1px solid #fecaca;border-radius:.5rem;padding:.5rem .75rem;margin:0}
:focus-visible{outline:3px solid #166534;outline-offset:2px}
`;
