import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/database';
import { describePayoutProviderContract } from '../payout-provider.contract';
import { parseTransferWebhook } from '../paystack/paystack-payouts';
import { paystackProvider } from '../paystack/paystack-provider';
import { PaymentSimulator, SIMULATOR_FAILING_MOBILE_MONEY_NUMBER } from './payment-simulator';

const simulatorProvider = (simulator: PaymentSimulator) =>
  paystackProvider({ name: 'simulator', transport: simulator.transport, webhookKey: simulator.webhookKey });

describePayoutProviderContract('Simulator', async () => {
  const db = await createTestDatabase();
  const simulator = new PaymentSimulator(db.pool, {
    publicUrl: 'http://localhost:3000',
    secretKey: 'sk_test_sim_payouts',
    settleTransfersAfterMs: 0,
  });
  const webhooks: { rawBody: string; signature: string }[] = [];
  simulator.onWebhook(async (rawBody, signature) => {
    webhooks.push({ rawBody, signature });
  });
  return {
    provider: simulatorProvider(simulator),
    wallets: {
      paid: { bankCode: 'MTN', accountNumber: '0551234987' },
      failing: { bankCode: 'MTN', accountNumber: SIMULATOR_FAILING_MOBILE_MONEY_NUMBER },
    },
    webhooks,
    transferReferencesTo: async (code) => (await simulator.transfersTo(code)).map((t) => t.reference),
    async reverse(reference) {
      if (!(await simulator.reverseTransfer(reference))) throw new Error(`${reference} was not successful`);
    },
    quiet: () => simulator.idle(),
    async teardown() {
      await simulator.idle();
      await db.drop();
    },
  };
});

describe('the simulator’s payouts', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => db?.drop());

  const simulatorSettlingAfter = (ms: number) =>
    new PaymentSimulator(db.pool, {
      publicUrl: 'http://localhost:3000',
      secretKey: 'sk_test_sim_payouts',
      settleTransfersAfterMs: ms,
    });
  let references = 0;
  const newReference = () => `sim-payout-${Date.now()}-${++references}`;

  it('resolves the holder’s name in capitals, and answers the existing recipient for an account it has', async () => {
    const provider = simulatorProvider(simulatorSettlingAfter(0));
    const first = await provider.createRecipient({
      type: 'ghipss',
      name: 'Ama  Owusu',
      accountNumber: '1441000123456',
      bankCode: '040100',
      currency: 'GHS',
    });
    expect(first.accountName).toBe('AMA OWUSU');
    const again = await provider.createRecipient({
      type: 'ghipss',
      name: 'Ama Owusu',
      accountNumber: '1441000123456',
      bankCode: '040100',
      currency: 'GHS',
    });
    expect(again.recipientCode).toBe(first.recipientCode);
    await expect(
      provider.createRecipient({
        type: 'mobile_money',
        name: 'Ama Owusu',
        accountNumber: '1441000123456',
        bankCode: 'MTN',
        currency: 'GHS',
      }),
    ).rejects.toMatchObject({
      status: 422,
      message: 'Could not resolve account name. Check parameters or try again.',
    });
    await expect(
      provider.createRecipient({
        type: 'ghipss',
        name: 'Ama Owusu',
        accountNumber: '0551234987',
        bankCode: 'MTN',
        currency: 'GHS',
      }),
    ).rejects.toMatchObject({ status: 400, message: 'Invalid bank code' });
  });

  it('a transfer is pending first, then settles after the delay with one webhook, to listeners still subscribed', async () => {
    const simulator = simulatorSettlingAfter(150);
    const provider = simulatorProvider(simulator);
    const heard: string[] = [];
    const unheard: string[] = [];
    simulator.onWebhook(async (rawBody) => {
      heard.push(rawBody);
    });
    const unsubscribe = simulator.onWebhook(async (rawBody) => {
      unheard.push(rawBody);
    });
    unsubscribe();
    const { recipientCode } = await provider.createRecipient({
      type: 'mobile_money',
      name: 'Esi Mensah',
      accountNumber: '0201234567',
      bankCode: 'VOD',
      currency: 'GHS',
    });
    const reference = newReference();
    const sent = await provider.transfer({
      reference,
      amount: 120_000,
      recipientCode,
      reason: 'Payout',
      currency: 'GHS',
    });
    expect(sent.outcome).toBe('pending');
    expect((await provider.verifyTransfer(reference))?.outcome).toBe('pending');
    await vi.waitFor(() => expect(heard).toHaveLength(1), { timeout: 2_000, interval: 10 });
    expect(parseTransferWebhook(heard[0])).toMatchObject({
      event: 'transfer.success',
      transfer: { reference, outcome: 'success' },
    });
    await simulator.idle();
    expect(heard).toHaveLength(1);
    expect(unheard).toEqual([]);
    expect((await simulator.transfersTo(recipientCode)).map((t) => t.status)).toEqual(['success']);
  });

  it('settles a transfer once when its timer races many verifies, and settles overdue ones on verify', async () => {
    // Two simulators on one database: as two processes would be, one's timer racing the other's verifies.
    const timer = simulatorSettlingAfter(30);
    const verifier = simulatorSettlingAfter(30);
    const heard: string[] = [];
    for (const simulator of [timer, verifier])
      simulator.onWebhook(async (rawBody) => {
        heard.push(rawBody);
      });
    const { recipientCode } = await simulatorProvider(timer).createRecipient({
      type: 'mobile_money',
      name: 'Kwame Asare',
      accountNumber: SIMULATOR_FAILING_MOBILE_MONEY_NUMBER,
      bankCode: 'MTN',
      currency: 'GHS',
    });
    const reference = newReference();
    await simulatorProvider(timer).transfer({
      reference,
      amount: 50_000,
      recipientCode,
      reason: 'Payout',
      currency: 'GHS',
    });
    const verify = simulatorProvider(verifier);
    const until = Date.now() + 120;
    const outcomes: string[] = [];
    while (Date.now() < until) {
      const answers = await Promise.all([1, 2, 3, 4, 5].map(() => verify.verifyTransfer(reference)));
      outcomes.push(...answers.map((a) => a!.outcome));
    }
    await Promise.all([timer.idle(), verifier.idle()]);
    expect(outcomes.at(-1)).toBe('failed');
    expect(heard).toHaveLength(1);
    expect(parseTransferWebhook(heard[0])?.transfer).toMatchObject({
      outcome: 'failed',
      failureReason: "The recipient's wallet could not receive the transfer",
    });
  });

  it('reverses only successful transfers', async () => {
    const simulator = simulatorSettlingAfter(0);
    expect(await simulator.reverseTransfer('no-such-transfer-reference')).toBeNull();
  });
});
