import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseTransferWebhook } from './paystack/paystack-payouts';
import {
  type CreateRecipientRequest,
  type PaymentProvider,
  PaymentProviderError,
  type TransferRecipient,
  type TransferWebhook,
} from './port';

/** What an adapter's test file hands the payout contract suite. */
export interface PayoutProviderContractSubject {
  provider: PaymentProvider;
  /** A Mobile Money wallet the provider resolves and pays, and one whose transfers fail. */
  wallets: { paid: Wallet; failing: Wallet };
  /** Every transfer webhook delivered so far, in order: the raw body and its signature. */
  webhooks: { rawBody: string; signature: string }[];
  /** The references of every transfer made to a recipient. */
  transferReferencesTo(recipientCode: string): Promise<string[]>;
  /** Reverses a successful transfer (the provider then sends transfer.reversed). */
  reverse(reference: string): Promise<void>;
  /** Resolves once the provider has sent every webhook it owes so far. */
  quiet(): Promise<void>;
  teardown(): Promise<void>;
}

export interface Wallet {
  bankCode: string;
  accountNumber: string;
}

/** A fresh transfer reference in the port's form (lowercase, digits, - and _; 16 to 50 characters). */
const newReference = () => `payout-test-${randomBytes(8).toString('hex')}`;

/**
 * The guarantees of PayoutProvider (port.ts), run against every adapter: listing networks and
 * banks, resolving recipients, idempotent transfers, their webhooks and verification.
 */
export function describePayoutProviderContract(
  name: string,
  factory: () => Promise<PayoutProviderContractSubject>,
): void {
  describe(`${name} payout provider contract`, () => {
    let subject: PayoutProviderContractSubject | undefined;
    let s: PayoutProviderContractSubject;
    beforeAll(async () => {
      subject = await factory();
      s = subject;
    });
    afterAll(async () => {
      await subject?.teardown();
    });

    const wallet = (which: Wallet, holder = 'Kofi Boateng'): CreateRecipientRequest => ({
      type: 'mobile_money',
      name: holder,
      currency: 'GHS',
      ...which,
    });

    /** The verified webhook of one transfer and event, once it has arrived. */
    const webhookOf = (reference: string, event: TransferWebhook['event']) =>
      vi.waitFor(
        () => {
          const found = s.webhooks.find((w) => {
            const parsed = parseTransferWebhook(w.rawBody);
            return parsed?.event === event && parsed.transfer.reference === reference;
          });
          if (!found) throw new Error(`no ${event} webhook for ${reference} yet`);
          expect(s.provider.isGenuineWebhook(Buffer.from(found.rawBody), found.signature)).toBe(true);
          return parseTransferWebhook(found.rawBody)!;
        },
        { timeout: 5_000, interval: 20 },
      );

    const webhooksAbout = (reference: string) =>
      s.webhooks.filter((w) => parseTransferWebhook(w.rawBody)?.transfer.reference === reference);

    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => new Error('it was accepted'),
        (error: unknown) => error,
      );

    it('lists the Mobile Money networks (MTN, Telecel, AirtelTigo) and Ghanaian banks', async () => {
      const networks = await s.provider.listBanks('mobile_money');
      expect(networks.map((n) => n.code)).toEqual(expect.arrayContaining(['MTN', 'VOD', 'ATL']));
      const banks = await s.provider.listBanks('ghipss');
      expect(banks.length).toBeGreaterThan(0);
      expect(banks.map((b) => b.code)).not.toContain('MTN');
      for (const bank of [...networks, ...banks]) expect(bank.name).not.toBe('');
    });

    it('creates a recipient for a wallet it resolves', async () => {
      const recipient = await s.provider.createRecipient(wallet(s.wallets.paid));
      expect(recipient.recipientCode).toMatch(/^RCP_/);
      expect(recipient.accountName === null || recipient.accountName.length > 0).toBe(true);
    });

    it('refuses an account it cannot resolve, or an unknown network, with its message', async () => {
      for (const request of [
        wallet({ bankCode: s.wallets.paid.bankCode, accountNumber: '12345' }),
        wallet({ bankCode: 'NOPE', accountNumber: s.wallets.paid.accountNumber }),
      ]) {
        const error = await refusal(s.provider.createRecipient(request));
        expect(error).toBeInstanceOf(PaymentProviderError);
        expect([400, 422]).toContain((error as PaymentProviderError).status);
        expect((error as PaymentProviderError).message).not.toBe('');
      }
    });

    describe('transfers', () => {
      let paid: TransferRecipient;
      let failing: TransferRecipient;
      beforeAll(async () => {
        paid = await s.provider.createRecipient(wallet(s.wallets.paid));
        failing = await s.provider.createRecipient(wallet(s.wallets.failing, 'Yaw Asante'));
      });
      const send = (recipientCode: string, reference = newReference(), amount = 85_000) =>
        s.provider.transfer({
          reference,
          amount,
          recipientCode,
          reason: 'Akwaaba Drive payout',
          currency: 'GHS',
        });

      it('a transfer succeeds: transfer.success arrives signed, and verify says success', async () => {
        const sent = await send(paid.recipientCode);
        expect(sent).toMatchObject({ amount: 85_000, failureReason: null });
        expect(sent.transferCode).toMatch(/^TRF_/);
        expect(['pending', 'success']).toContain(sent.outcome);
        const webhook = await webhookOf(sent.reference, 'transfer.success');
        expect(webhook.transfer).toMatchObject({
          reference: sent.reference,
          transferCode: sent.transferCode,
          outcome: 'success',
          amount: 85_000,
        });
        expect(await s.provider.verifyTransfer(sent.reference)).toMatchObject({
          outcome: 'success',
          providerStatus: 'success',
          transferCode: sent.transferCode,
          failureReason: null,
        });
      });

      it('a transfer the wallet cannot receive fails: transfer.failed with the reason, and verify agrees', async () => {
        const sent = await send(failing.recipientCode);
        const webhook = await webhookOf(sent.reference, 'transfer.failed');
        expect(webhook.transfer.outcome).toBe('failed');
        expect(webhook.transfer.failureReason).toMatch(/./);
        const verified = await s.provider.verifyTransfer(sent.reference);
        expect(verified).toMatchObject({ outcome: 'failed', failureReason: webhook.transfer.failureReason });
      });

      it('one reference is one transfer, however often and however concurrently it is sent', async () => {
        const reference = newReference();
        const answers = await Promise.all([1, 2, 3, 4, 5].map(() => send(paid.recipientCode, reference)));
        for (const answer of answers) expect(answer.transferCode).toBe(answers[0]!.transferCode);
        await webhookOf(reference, 'transfer.success');
        expect((await send(paid.recipientCode, reference)).outcome).toBe('success');
        await s.quiet();
        const references = await s.transferReferencesTo(paid.recipientCode);
        expect(references.filter((r) => r === reference)).toHaveLength(1);
        expect(webhooksAbout(reference)).toHaveLength(1);
      });

      it('refuses a used reference for a different payout instead of answering the other transfer', async () => {
        const reference = newReference();
        await send(paid.recipientCode, reference);
        const error = await refusal(send(paid.recipientCode, reference, 90_000));
        expect(error).toBeInstanceOf(PaymentProviderError);
        expect((error as Error).message).toContain('already used for a different transfer');
      });

      it('refuses a transfer to an unknown recipient, with its message', async () => {
        const error = await refusal(send('RCP_doesnotexist0'));
        expect(error).toBeInstanceOf(PaymentProviderError);
        expect((error as PaymentProviderError).status).toBeGreaterThanOrEqual(400);
      });

      it('verify of a reference it does not know answers null', async () => {
        expect(await s.provider.verifyTransfer(newReference())).toBeNull();
      });

      it('a reversed transfer: transfer.reversed arrives, and verify says reversed', async () => {
        const sent = await send(paid.recipientCode);
        await webhookOf(sent.reference, 'transfer.success');
        await s.reverse(sent.reference);
        const webhook = await webhookOf(sent.reference, 'transfer.reversed');
        expect(webhook.transfer).toMatchObject({ outcome: 'reversed', amount: 85_000 });
        expect(await s.provider.verifyTransfer(sent.reference)).toMatchObject({ outcome: 'reversed' });
      });
    });
  });
}
