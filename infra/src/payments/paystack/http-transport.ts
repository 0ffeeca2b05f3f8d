import { PaymentProviderError } from '../port';
import type { PaystackTransport } from './paystack-api';

export const PAYSTACK_API = 'https://api.paystack.co';

/**
 * Calls Paystack over HTTPS with the secret key. A call that takes longer than `timeoutMs`
 * or cannot connect fails with PaymentProviderError (status null): callers retry, and
 * every call the product makes is safe to repeat (verify reads; initialize and refund are
 * refused the second time; a transfer recipient is found again by its account, and a
 * transfer by its reference).
 */
export function httpTransport(options: {
  secretKey: string;
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): PaystackTransport {
  const baseUrl = (options.baseUrl ?? PAYSTACK_API).replace(/\/$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;
  return async ({ method, path, body }) => {
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PaymentProviderError(
        `Could not reach the payment provider: ${(error as Error).message}`,
        null,
      );
    }
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      throw new PaymentProviderError(
        `The payment provider answered ${response.status} with something other than JSON.`,
        response.status,
      );
    }
    return { status: response.status, body: parsed };
  };
}
