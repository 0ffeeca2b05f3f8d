import type { PaystackResponse } from '../paystack/paystack-api';

/** Paystack's success envelope; POST /transferrecipient answers 201, the rest 200. */
export const ok = (message: string, data: unknown, status = 200): PaystackResponse => ({
  status,
  body: { status: true, message, data },
});

/** Paystack's Error shape: `{ status: false, message }`. */
export const fail = (status: number, message: string): PaystackResponse => ({
  status,
  body: { status: false, message },
});
