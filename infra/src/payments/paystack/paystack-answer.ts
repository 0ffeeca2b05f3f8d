import { PaymentProviderError } from '../port';
import type { PaystackEnvelope } from './paystack-api';

/** Paystack's `{ status, message, data? }`, or PaymentProviderError when the body is anything else. */
export function envelope<Data>(body: unknown): PaystackEnvelope<Data> {
  if (typeof body !== 'object' || body === null || typeof (body as { status?: unknown }).status !== 'boolean')
    throw new PaymentProviderError('The payment provider answered in an unexpected format.', null);
  return body as PaystackEnvelope<Data>;
}

/** True when Paystack did what was asked: a 2xx status (POST /transferrecipient answers 201) and `status: true`. */
export const succeeded = (status: number, answer: PaystackEnvelope<unknown>): boolean =>
  status >= 200 && status < 300 && answer.status && answer.data !== undefined;

export function requireData<Data>(status: number, body: unknown, what: string): Data {
  const answer = envelope<Data>(body);
  if (!succeeded(status, answer))
    throw new PaymentProviderError(`The payment provider refused to ${what}: ${answer.message}`, status);
  return answer.data as Data;
}
