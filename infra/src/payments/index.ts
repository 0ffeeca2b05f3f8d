import type pg from 'pg';
import type { Config } from '../config';
import type { AppSecrets } from '../secrets/app-secret';
import { httpTransport } from './paystack/http-transport';
import { paystackProvider } from './paystack/paystack-provider';
import type { PaymentProvider } from './port';
import { PaymentSimulator } from './simulator/payment-simulator';

export interface PaymentsDeps {
  config: Pick<Config, 'paystackSecretKey' | 'publicUrl'>;
  pool: pg.Pool;
  secrets: AppSecrets;
}

export interface Payments {
  provider: PaymentProvider;
  /** The built-in simulator when no Paystack key is configured; its checkout page is served by the API. */
  simulator: PaymentSimulator | null;
  /** Where the provider sends the payer back: the SPA's payment result screen. */
  callbackUrl: string;
}

const opened = new WeakMap<pg.Pool, Promise<Payments>>();

/**
 * The payment provider of this process: Paystack when PAYSTACK_SECRET_KEY is set, otherwise
 * the built-in simulator (its ledger tables are created on first use). One instance per
 * database pool, shared by the API's routes and the workers in the same process.
 */
export function openPayments(deps: PaymentsDeps): Promise<Payments> {
  let payments = opened.get(deps.pool);
  if (!payments) {
    payments = build(deps);
    opened.set(deps.pool, payments);
    payments.catch(() => opened.delete(deps.pool));
  }
  return payments;
}

async function build({ config, pool, secrets }: PaymentsDeps): Promise<Payments> {
  const callbackUrl = `${config.publicUrl}/payment/callback`;
  if (config.paystackSecretKey) {
    const secretKey = config.paystackSecretKey;
    const provider = paystackProvider({
      name: 'paystack',
      transport: httpTransport({ secretKey }),
      webhookKey: secretKey,
    });
    return { provider, simulator: null, callbackUrl };
  }
  const secretKey = `sk_test_simulator_${secrets.key('payment-simulator').toString('hex')}`;
  const simulator = new PaymentSimulator(pool, { publicUrl: config.publicUrl, secretKey });
  const provider = paystackProvider({
    name: 'simulator',
    transport: simulator.transport,
    webhookKey: simulator.webhookKey,
  });
  return { provider, simulator, callbackUrl };
}

export { parseTransferWebhook } from './paystack/paystack-payouts';
export * from './port';
