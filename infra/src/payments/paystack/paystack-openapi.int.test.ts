import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createTestDatabase, type TestDatabase } from '../../../../test/database';
import { AlreadyRefundedError, PaymentProviderError, type StartPaymentRequest } from '../port';
import { PaymentSimulator, SIMULATOR_FAILING_MOBILE_MONEY_NUMBER } from '../simulator/payment-simulator';
import { paystackTransactionData } from '../simulator/simulator-transactions';
import { paystackTransferData, type TransferRow } from '../simulator/simulator-transfers';
import { signWebhook } from '../webhook-signature';
import { httpTransport } from './http-transport';
import type { PaystackTransport } from './paystack-api';
import { parseTransferWebhook, paystackProvider } from './paystack-provider';

/*
 * Paystack's published OpenAPI description (reference/paystack-openapi.yaml, with its source and
 * licence in reference/README.md) is the contract: the adapter's requests must match its request
 * schemas, and the simulator's answers its response schemas.
 */
const document = parse(readFileSync(new URL('./reference/paystack-openapi.yaml', import.meta.url), 'utf8'));
/**
 * OpenAPI 3.0 schemas are JSON Schema plus `nullable`. Ajv understands `nullable` next to a
 * `type`; alone it means "any value, null too", which is no constraint at all, so drop it.
 */
function asJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(asJsonSchema);
  if (typeof node !== 'object' || node === null) return node;
  const entries = Object.entries(node).map(([key, value]) => [key, asJsonSchema(value)] as const);
  const object = Object.fromEntries(entries) as Record<string, unknown>;
  if (object.nullable === true && object.type === undefined) delete object.nullable;
  return object;
}
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: 'paystack', components: asJsonSchema(document.components) });
const schema = (name: string): ValidateFunction => {
  const validate = ajv.getSchema(`paystack#/components/schemas/${name}`);
  if (!validate) throw new Error(`No schema ${name}`);
  return validate;
};
const errorsOf = (validate: ValidateFunction, value: unknown) => (validate(value) ? [] : validate.errors);

/** The operation's path as the OpenAPI document names it. */
const operation = (path: string, method: 'get' | 'post') => document.paths[path]?.[method];

/** What is wrong with a request's query string by the operation's declared query parameters. */
function queryErrors(path: string, method: 'get' | 'post', url: string): string[] {
  const declared = (operation(path, method)?.parameters ?? []) as {
    in: string;
    name: string;
    schema: { type?: string; enum?: string[] };
  }[];
  const errors: string[] = [];
  for (const [name, value] of new URL(url, 'http://x').searchParams) {
    const parameter = declared.find((p) => p.in === 'query' && p.name === name);
    if (!parameter) errors.push(`${name} is not a query parameter of ${path}`);
    else if (parameter.schema.enum && !parameter.schema.enum.includes(value))
      errors.push(`${name}=${value} is not one of ${parameter.schema.enum.join(', ')}`);
    else if (parameter.schema.type === 'integer' && !/^\d+$/.test(value))
      errors.push(`${name} is not an integer`);
  }
  return errors;
}

/** A transfer as the simulator keeps it, for answers in Paystack's transfer shape. */
const aTransferRow = (overrides: Partial<TransferRow> = {}): TransferRow => ({
  id: '11',
  reference: 'payout-2026-11-booking-1',
  transfer_code: 'TRF_abc123def456ghi',
  amount: 85_000,
  currency: 'GHS',
  source: 'balance',
  reason: 'Akwaaba Drive payout',
  status: 'success',
  gateway_response: null,
  transferred_at: new Date(),
  created_at: new Date(),
  updated_at: new Date(),
  recipient_id: '3',
  recipient_code: 'RCP_abc123def456ghi',
  recipient_type: 'mobile_money',
  recipient_name: 'Kofi Boateng',
  account_number: '0551234987',
  account_name: 'KOFI BOATENG',
  bank_code: 'MTN',
  recipient_currency: 'GHS',
  recipient_created_at: new Date(),
  ...overrides,
});

describe('the Paystack adapter speaks Paystack’s API', () => {
  let server: Server;
  let baseUrl: string;
  const received: { method: string; url: string; authorization?: string; body: unknown }[] = [];
  let refunds = 0;

  beforeAll(async () => {
    server = createServer(async (request: IncomingMessage, response) => {
      let text = '';
      for await (const chunk of request) text += chunk;
      const body = text ? JSON.parse(text) : undefined;
      received.push({
        method: request.method!,
        url: request.url!,
        authorization: request.headers.authorization,
        body,
      });
      const reply = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      /** Paystack's answer when it did what was asked: `status: true`, its message and the data. */
      const answered = (message: string, data: unknown, status = 200) =>
        reply(status, { status: true, message, data });
      if (request.url === '/transaction/initialize')
        return answered('Authorization URL created', {
          authorization_url: 'https://checkout.paystack.com/abc',
          access_code: 'abc',
          reference: body.reference,
        });
      if (request.url?.startsWith('/transaction/verify/missing'))
        return reply(404, { status: false, message: 'Transaction reference not found' });
      if (request.url?.startsWith('/transaction/verify/'))
        return answered(
          'Verification successful',
          paystackTransactionData({
            id: 7,
            reference: decodeURIComponent(request.url.slice('/transaction/verify/'.length)),
            accessCode: 'abc',
            email: 'ama@akwaaba.test',
            amount: 141_750,
            currency: 'GHS',
            channels: ['card', 'mobile_money'],
            callbackUrl: 'http://localhost/payment/callback',
            metadata: {},
            status: 'success',
            channel: 'mobile_money',
            gatewayResponse: 'Approved',
            mobileMoneyProvider: 'mtn',
            payerPhone: '0551234987',
            cardLast4: null,
            paidAt: new Date(),
            createdAt: new Date(),
          }),
        );
      if (request.url === '/refund') {
        refunds += 1;
        if (refunds > 1) return reply(400, { status: false, message: 'Transaction has been fully reversed' });
        return answered('Refund has been queued for processing', {
          id: 99,
          amount: body.amount,
          status: 'pending',
        });
      }
      if (request.url?.startsWith('/bank?'))
        return answered('Banks retrieved', [
          {
            name: 'MTN',
            code: 'MTN',
            type: 'mobile_money',
            currency: 'GHS',
            active: true,
            is_deleted: null,
          },
          {
            name: 'Gone',
            code: 'OLD',
            type: 'mobile_money',
            currency: 'GHS',
            active: false,
            is_deleted: true,
          },
        ]);
      if (request.url === '/transferrecipient') {
        if (body.account_number === '12345')
          return reply(422, {
            status: false,
            message: 'Could not resolve account name. Check parameters or try again.',
          });
        return answered(
          'Transfer recipient created successfully',
          {
            id: 3,
            recipient_code: 'RCP_abc123def456ghi',
            type: body.type,
            name: body.name,
            currency: 'GHS',
            details: {
              authorization_code: null,
              account_number: body.account_number,
              account_name: 'KOFI BOATENG',
              bank_code: body.bank_code,
              bank_name: 'MTN',
            },
          },
          201,
        );
      }
      if (request.url === '/transfer') {
        if (body.reference.startsWith('used-'))
          return reply(400, { status: false, message: 'Duplicate Transfer Reference' });
        return answered('Transfer has been queued', {
          id: 11,
          reference: body.reference,
          transfer_code: 'TRF_abc123def456ghi',
          status: 'pending',
          amount: body.amount,
          currency: 'GHS',
          recipient: 3,
        });
      }
      if (request.url?.startsWith('/transfer/verify/never-'))
        return reply(404, { status: false, message: 'Transfer not found' });
      if (request.url?.startsWith('/transfer/verify/'))
        return answered(
          'Transfer retrieved',
          paystackTransferData(
            aTransferRow({ reference: decodeURIComponent(request.url.slice('/transfer/verify/'.length)) }),
          ),
        );
      reply(404, { status: false, message: 'Entity not found' });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const provider = () =>
    paystackProvider({
      name: 'paystack',
      transport: httpTransport({ secretKey: 'sk_test_abc123', baseUrl }),
      webhookKey: 'sk_test_abc123',
    });

  it('initializes a transaction: amount in pesewas, GHS, card and Mobile Money, a unique reference, the callback URL', async () => {
    const payment: StartPaymentRequest = {
      reference: 'AKW-1',
      amount: 141_750,
      currency: 'GHS',
      email: 'ama@akwaaba.test',
      callbackUrl: 'https://akwaaba.example/payment/callback',
      channels: ['card', 'mobile_money'],
      metadata: { bookingId: 'b-1' },
      customFields: [
        { displayName: 'Daily price (3 days × GHS 250.00)', variableName: 'rental_0', value: 'GHS 750.00' },
        { displayName: 'Service fee (5%)', variableName: 'service_fee_1', value: 'GHS 37.50' },
      ],
    };
    const started = await provider().initialize(payment);
    expect(started).toEqual({
      authorizationUrl: 'https://checkout.paystack.com/abc',
      accessCode: 'abc',
      reference: 'AKW-1',
    });
    const sent = received.at(-1)!;
    expect(sent).toMatchObject({
      method: 'POST',
      url: '/transaction/initialize',
      authorization: 'Bearer sk_test_abc123',
    });
    expect(operation('/transaction/initialize', 'post')).toBeDefined();
    expect(errorsOf(schema('TransactionInitialize'), sent.body)).toEqual([]);
    // The same values, the callback under Paystack's name for it, the lines as its metadata's custom fields.
    const { callbackUrl, customFields, ...sameNames } = payment;
    const custom_fields = customFields!.map((field) => ({
      display_name: field.displayName,
      variable_name: field.variableName,
      value: field.value,
    }));
    expect(sent.body).toEqual({
      ...sameNames,
      callback_url: callbackUrl,
      metadata: { ...payment.metadata, custom_fields },
    });
    for (const field of custom_fields)
      expect(errorsOf(schema('MetadataCustomFieldsArray'), field)).toEqual([]);
  });

  it('verifies by reference (GET /transaction/verify/{reference}) and reads status, amount and currency', async () => {
    const report = await provider().verify('AKW-2');
    expect(received.at(-1)).toMatchObject({
      method: 'GET',
      url: '/transaction/verify/AKW-2',
      body: undefined,
    });
    expect(operation('/transaction/verify/{reference}', 'get')).toBeDefined();
    expect(report).toMatchObject({
      reference: 'AKW-2',
      outcome: 'success',
      amount: 141_750,
      currency: 'GHS',
      channel: 'mobile_money',
    });
    expect(await provider().verify('missing')).toBeNull();
  });

  it('refunds through POST /refund, and reports a second full refund as already refunded', async () => {
    const receipt = await provider().refund({
      transactionReference: 'AKW-3',
      amount: 141_750,
      currency: 'GHS',
    });
    expect(receipt).toEqual({ refundReference: '99', amount: 141_750, status: 'pending' });
    const sent = received.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', url: '/refund' });
    expect(operation('/refund', 'post')).toBeDefined();
    expect(errorsOf(schema('RefundCreate'), sent.body)).toEqual([]);
    await expect(
      provider().refund({ transactionReference: 'AKW-3', amount: 141_750, currency: 'GHS' }),
    ).rejects.toBeInstanceOf(AlreadyRefundedError);
  });

  it('lists Mobile Money networks and banks with GET /bank, by the document’s query parameters', async () => {
    expect(await provider().listBanks('mobile_money')).toEqual([{ code: 'MTN', name: 'MTN' }]);
    const networks = received.at(-1)!;
    expect(networks).toMatchObject({ method: 'GET', body: undefined });
    expect(new URL(networks.url, 'http://x').searchParams.get('type')).toBe('mobile_money');
    expect(queryErrors('/bank', 'get', networks.url)).toEqual([]);
    await provider().listBanks('ghipss');
    const banks = received.at(-1)!;
    // The document's enum spells the bank filter 'ghipps' (the recipient type is 'ghipss').
    expect(new URL(banks.url, 'http://x').searchParams.get('type')).toBe('ghipps');
    expect(queryErrors('/bank', 'get', banks.url)).toEqual([]);
    expect(queryErrors('/bank', 'get', '/bank?type=ghipss')).not.toEqual([]);
  });

  it('creates a transfer recipient (POST /transferrecipient, answered 201) and passes on a refusal’s message and status', async () => {
    const recipient = await provider().createRecipient({
      type: 'mobile_money',
      name: 'Kofi Boateng',
      accountNumber: '0551234987',
      bankCode: 'MTN',
      currency: 'GHS',
    });
    expect(recipient).toEqual({ recipientCode: 'RCP_abc123def456ghi', accountName: 'KOFI BOATENG' });
    const sent = received.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', url: '/transferrecipient' });
    expect(operation('/transferrecipient', 'post')?.responses['201']).toBeDefined();
    expect(errorsOf(schema('TransferRecipientCreate'), sent.body)).toEqual([]);
    expect(sent.body).toEqual({
      type: 'mobile_money',
      name: 'Kofi Boateng',
      account_number: '0551234987',
      bank_code: 'MTN',
      currency: 'GHS',
    });
    const refused = provider().createRecipient({
      type: 'mobile_money',
      name: 'Kofi Boateng',
      accountNumber: '12345',
      bankCode: 'MTN',
      currency: 'GHS',
    });
    await expect(refused).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(refused).rejects.toMatchObject({
      status: 422,
      message: 'Could not resolve account name. Check parameters or try again.',
    });
  });

  it('sends a transfer from the balance (POST /transfer) and answers a used reference with the existing transfer', async () => {
    const request = {
      reference: 'payout-2026-11-booking-1',
      amount: 85_000,
      recipientCode: 'RCP_abc123def456ghi',
      reason: 'Akwaaba Drive payout',
      currency: 'GHS' as const,
    };
    expect(await provider().transfer(request)).toEqual({
      reference: request.reference,
      transferCode: 'TRF_abc123def456ghi',
      outcome: 'pending',
      providerStatus: 'pending',
      amount: 85_000,
      failureReason: null,
    });
    const sent = received.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', url: '/transfer' });
    expect(operation('/transfer', 'post')).toBeDefined();
    expect(errorsOf(schema('TransferInitiate'), sent.body)).toEqual([]);
    expect(sent.body).toEqual({
      source: 'balance',
      amount: 85_000,
      recipient: 'RCP_abc123def456ghi',
      reference: request.reference,
      reason: 'Akwaaba Drive payout',
      currency: 'GHS',
    });

    const before = received.length;
    const again = await provider().transfer({ ...request, reference: 'used-payout-booking-2' });
    expect(again).toMatchObject({ reference: 'used-payout-booking-2', outcome: 'success' });
    expect(received.slice(before).map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /transfer',
      'GET /transfer/verify/used-payout-booking-2',
    ]);
    await expect(
      provider().transfer({ ...request, reference: 'used-payout-booking-3', amount: 1 }),
    ).rejects.toThrow('already used for a different transfer');
    await expect(
      provider().transfer({ ...request, reference: 'used-payout-booking-3', recipientCode: 'RCP_other' }),
    ).rejects.toThrow('already used for a different transfer');
  });

  it('verifies a transfer (GET /transfer/verify/{reference}); null for one Paystack does not know', async () => {
    expect(await provider().verifyTransfer('payout-2026-11-booking-4')).toMatchObject({
      reference: 'payout-2026-11-booking-4',
      outcome: 'success',
      transferCode: 'TRF_abc123def456ghi',
    });
    expect(received.at(-1)).toMatchObject({
      method: 'GET',
      url: '/transfer/verify/payout-2026-11-booking-4',
    });
    expect(operation('/transfer/verify/{reference}', 'get')).toBeDefined();
    expect(await provider().verifyTransfer('never-sent-reference')).toBeNull();
  });

  it('reads transfer webhooks, and nothing else', () => {
    const failed = {
      event: 'transfer.failed',
      data: paystackTransferData(aTransferRow({ status: 'failed', gateway_response: 'Wallet unreachable' })),
    };
    expect(parseTransferWebhook(JSON.stringify(failed))).toEqual({
      event: 'transfer.failed',
      transfer: {
        reference: 'payout-2026-11-booking-1',
        transferCode: 'TRF_abc123def456ghi',
        outcome: 'failed',
        providerStatus: 'failed',
        amount: 85_000,
        failureReason: 'Wallet unreachable',
      },
    });
    expect(parseTransferWebhook(Buffer.from(JSON.stringify(failed)))?.event).toBe('transfer.failed');
    expect(parseTransferWebhook(failed)?.event).toBe('transfer.failed');
    for (const other of [
      { event: 'charge.success', data: paystackTransferData(aTransferRow()) },
      { event: 'transfer.success', data: { reference: 'x' } },
      { event: 'transfer.success', data: paystackTransferData(aTransferRow({ status: 'failed' })) },
      { event: 'transfer.success' },
      '{not json',
      null,
      42,
    ])
      expect(parseTransferWebhook(other)).toBeNull();
  });

  it('accepts only webhooks signed with the secret key over the exact bytes', () => {
    const body = Buffer.from('{"event":"charge.success","data":{}}');
    expect(provider().isGenuineWebhook(body, signWebhook(body, 'sk_test_abc123'))).toBe(true);
    expect(provider().isGenuineWebhook(body, signWebhook(body, 'sk_test_other'))).toBe(false);
    expect(provider().isGenuineWebhook(Buffer.from(`${body} `), signWebhook(body, 'sk_test_abc123'))).toBe(
      false,
    );
    expect(provider().isGenuineWebhook(body, undefined)).toBe(false);
    expect(provider().isGenuineWebhook(body, 'abc')).toBe(false);
  });
});

describe('the simulator answers in Paystack’s shapes', () => {
  let db: TestDatabase;
  let simulator: PaymentSimulator;
  let transport: PaystackTransport;
  beforeAll(async () => {
    db = await createTestDatabase();
    simulator = new PaymentSimulator(db.pool, {
      publicUrl: 'http://localhost:3000',
      secretKey: 'sk_test_sim',
    });
    transport = simulator.transport;
  });
  afterAll(async () => db?.drop());

  const initialize = (reference: string, amount = 141_750) =>
    transport({
      method: 'POST',
      path: '/transaction/initialize',
      body: {
        email: 'ama@akwaaba.test',
        amount,
        currency: 'GHS',
        reference,
        callback_url: 'http://localhost:3000/payment/callback',
        channels: ['card', 'mobile_money'],
        metadata: { bookingId: 'b-1' },
      },
    });

  it('initialize, verify before and after paying by Mobile Money, and the charge.success webhook', async () => {
    const started = await initialize('AKW-sim-1');
    expect(started.status).toBe(200);
    expect(errorsOf(schema('TransactionInitializeResponse'), started.body)).toEqual([]);
    const { access_code } = (started.body as { data: { access_code: string } }).data;

    const before = await transport({ method: 'GET', path: '/transaction/verify/AKW-sim-1' });
    expect(errorsOf(schema('VerifyResponse'), before.body)).toEqual([]);
    expect(before.body).toMatchObject({
      status: true,
      data: { status: 'abandoned', amount: 141_750, currency: 'GHS' },
    });

    const completed = await simulator.complete(access_code, {
      method: 'mobile_money',
      provider: 'mtn',
      phone: '0551234987',
    });
    expect(completed?.redirectUrl).toBe(
      'http://localhost:3000/payment/callback?trxref=AKW-sim-1&reference=AKW-sim-1',
    );
    const after = await transport({ method: 'GET', path: '/transaction/verify/AKW-sim-1' });
    expect(errorsOf(schema('VerifyResponse'), after.body)).toEqual([]);
    expect(after.body).toMatchObject({
      data: { status: 'success', channel: 'mobile_money', reference: 'AKW-sim-1' },
    });

    const webhook = JSON.parse(completed!.webhook!.rawBody);
    expect(webhook.event).toBe('charge.success');
    expect(errorsOf(schema('VerifyResponse'), { status: true, message: 'ok', data: webhook.data })).toEqual(
      [],
    );
    expect(completed!.webhook!.signature).toBe(signWebhook(completed!.webhook!.rawBody, 'sk_test_sim'));
    expect(await simulator.complete(access_code, { method: 'decline' })).toBeNull();
  });

  it('refunds once, in Paystack’s RefundCreateResponse shape, and records it', async () => {
    const started = await initialize('AKW-sim-2');
    const { access_code } = (started.body as { data: { access_code: string } }).data;
    await simulator.complete(access_code, { method: 'card', last4: '4081' });
    const refund = await transport({
      method: 'POST',
      path: '/refund',
      body: { transaction: 'AKW-sim-2', amount: 141_750, currency: 'GHS' },
    });
    expect(refund.status).toBe(200);
    expect(errorsOf(schema('RefundCreateResponse'), refund.body)).toEqual([]);
    const again = await transport({
      method: 'POST',
      path: '/refund',
      body: { transaction: 'AKW-sim-2', amount: 141_750 },
    });
    expect(again).toEqual({
      status: 400,
      body: { status: false, message: 'Transaction has been fully reversed' },
    });
    expect(errorsOf(schema('Error'), again.body)).toEqual([]);
    expect((await simulator.refundsOf('AKW-sim-2')).map((r) => r.amount)).toEqual([141_750]);
    const verified = await transport({ method: 'GET', path: '/transaction/verify/AKW-sim-2' });
    expect(verified.body).toMatchObject({ data: { status: 'reversed' } });
  });

  it('refuses what Paystack refuses, with its error shape', async () => {
    await initialize('AKW-sim-3');
    for (const answer of [
      await initialize('AKW-sim-3'),
      await initialize('bad reference!'),
      await initialize('AKW-sim-4', 10.5),
      await transport({ method: 'GET', path: '/transaction/verify/nothing-here' }),
      await transport({ method: 'POST', path: '/refund', body: { transaction: 'AKW-sim-3' } }),
    ]) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(errorsOf(schema('Error'), answer.body)).toEqual([]);
      expect(answer.body).toMatchObject({ status: false });
    }
    expect((await initialize('AKW-sim-3')).body).toMatchObject({
      message: 'Duplicate Transaction Reference',
    });
  });

  describe('payouts', () => {
    const payouts = () =>
      new PaymentSimulator(db.pool, {
        publicUrl: 'http://localhost:3000',
        secretKey: 'sk_test_sim',
        settleTransfersAfterMs: 0,
      });
    const createRecipient = (account_number: string, bank_code = 'MTN', type = 'mobile_money') =>
      transport({
        method: 'POST',
        path: '/transferrecipient',
        body: { type, name: 'Kofi Boateng', account_number, bank_code, currency: 'GHS' },
      });
    const sendTransfer = (reference: string, recipient: string) =>
      transport({
        method: 'POST',
        path: '/transfer',
        body: { source: 'balance', amount: 85_000, recipient, reference, reason: 'Payout', currency: 'GHS' },
      });

    it('GET /bank: Mobile Money networks and GhIPSS banks in MiscellaneousListBanksResponse', async () => {
      for (const [type, codes] of [
        ['mobile_money', ['MTN', 'VOD', 'ATL']],
        ['ghipps', ['030100', '040100', '130100', '190100', '240100']],
      ] as const) {
        const answer = await transport({ method: 'GET', path: `/bank?currency=GHS&type=${type}` });
        expect(answer.status).toBe(200);
        expect(errorsOf(schema('MiscellaneousListBanksResponse'), answer.body)).toEqual([]);
        expect((answer.body as { data: { code: string }[] }).data.map((b) => b.code)).toEqual(codes);
      }
    });

    it('POST /transferrecipient: 201 in TransferRecipientCreateResponse, the resolved name in details', async () => {
      const created = await createRecipient('0551234987');
      expect(created.status).toBe(201);
      expect(errorsOf(schema('TransferRecipientCreateResponse'), created.body)).toEqual([]);
      expect(created.body).toMatchObject({
        data: {
          type: 'mobile_money',
          recipient_code: expect.stringMatching(/^RCP_/),
          details: { account_number: '0551234987', account_name: 'KOFI BOATENG', bank_code: 'MTN' },
        },
      });
      const bank = await createRecipient('1441000123456', '130100', 'ghipss');
      expect(errorsOf(schema('TransferRecipientCreateResponse'), bank.body)).toEqual([]);
      for (const refused of [
        await createRecipient('055123498'),
        await createRecipient('0551234987', 'XYZ'),
        await createRecipient('123', '130100', 'ghipss'),
        await createRecipient('0551234987', 'MTN', 'nuban'),
      ]) {
        expect(refused.status).toBeGreaterThanOrEqual(400);
        expect(errorsOf(schema('Error'), refused.body)).toEqual([]);
      }
      expect(await createRecipient('055123498')).toEqual({
        status: 422,
        body: { status: false, message: 'Could not resolve account name. Check parameters or try again.' },
      });
    });

    it('POST /transfer and GET /transfer/verify/{reference} in TransferCreateResponse and TransferVerifyResponse; the webhooks carry the verify data', async () => {
      const simulator = payouts();
      const webhooks: { rawBody: string; signature: string }[] = [];
      simulator.onWebhook(async (rawBody, signature) => {
        webhooks.push({ rawBody, signature });
      });
      const paid = (await createRecipient('0551234987')).body as { data: { recipient_code: string } };
      const failing = (await createRecipient(SIMULATOR_FAILING_MOBILE_MONEY_NUMBER)).body as {
        data: { recipient_code: string };
      };
      const sent = await simulator.transport({
        method: 'POST',
        path: '/transfer',
        body: {
          source: 'balance',
          amount: 85_000,
          recipient: paid.data.recipient_code,
          reference: 'openapi-transfer-0001',
          reason: 'Payout',
          currency: 'GHS',
        },
      });
      expect(sent.status).toBe(200);
      expect(errorsOf(schema('TransferCreateResponse'), sent.body)).toEqual([]);
      expect(sent.body).toMatchObject({ data: { status: 'pending', reference: 'openapi-transfer-0001' } });
      await simulator.transport({
        method: 'POST',
        path: '/transfer',
        body: {
          source: 'balance',
          amount: 85_000,
          recipient: failing.data.recipient_code,
          reference: 'openapi-transfer-0002',
          reason: 'Payout',
          currency: 'GHS',
        },
      });
      await simulator.idle();

      const verified = await transport({ method: 'GET', path: '/transfer/verify/openapi-transfer-0001' });
      expect(errorsOf(schema('TransferVerifyResponse'), verified.body)).toEqual([]);
      expect(verified.body).toMatchObject({ data: { status: 'success' } });
      const failed = await transport({ method: 'GET', path: '/transfer/verify/openapi-transfer-0002' });
      expect(errorsOf(schema('TransferVerifyResponse'), failed.body)).toEqual([]);
      expect(failed.body).toMatchObject({
        data: { status: 'failed', gateway_response: "The recipient's wallet could not receive the transfer" },
      });
      await simulator.reverseTransfer('openapi-transfer-0001');

      // The document describes no webhook bodies: the data is the transfer as verify shows it.
      // The two settlements race each other; the reversal comes last.
      const events = webhooks.map((w) => JSON.parse(w.rawBody).event);
      expect(events.slice(0, 2).sort()).toEqual(['transfer.failed', 'transfer.success']);
      expect(events[2]).toBe('transfer.reversed');
      for (const { rawBody, signature } of webhooks) {
        expect(signature).toBe(signWebhook(rawBody, 'sk_test_sim'));
        const { data } = JSON.parse(rawBody);
        expect(errorsOf(schema('TransferVerifyResponse'), { status: true, message: 'ok', data })).toEqual([]);
      }
    });

    it('refuses a used reference, a bad one, an unknown recipient and a wrong currency, in the Error shape', async () => {
      const { data } = (await createRecipient('0557654321')).body as { data: { recipient_code: string } };
      expect((await sendTransfer('openapi-transfer-0003', data.recipient_code)).status).toBe(200);
      const refusals = [
        await sendTransfer('openapi-transfer-0003', data.recipient_code),
        await sendTransfer('Not A Reference', data.recipient_code),
        await sendTransfer('openapi-transfer-0004', 'RCP_unknown'),
        await transport({
          method: 'POST',
          path: '/transfer',
          body: {
            source: 'balance',
            amount: 1,
            recipient: data.recipient_code,
            reference: 'openapi-transfer-0005',
          },
        }),
        await transport({ method: 'GET', path: '/transfer/verify/openapi-transfer-9999' }),
      ];
      for (const refused of refusals) {
        expect(refused.status).toBeGreaterThanOrEqual(400);
        expect(errorsOf(schema('Error'), refused.body)).toEqual([]);
      }
      expect(refusals[0]).toEqual({
        status: 400,
        body: { status: false, message: 'Duplicate Transfer Reference' },
      });
      expect(refusals.at(-1)?.status).toBe(404);
    });
  });

  it('the schemas are strict enough to catch a wrong shape', () => {
    expect(
      errorsOf(schema('VerifyResponse'), { status: true, message: 'ok', data: { amount: '141750' } }),
    ).not.toEqual([]);
    expect(errorsOf(schema('TransactionInitialize'), { email: 'a@b.c', amount: 1417.5 })).not.toEqual([]);
    expect(errorsOf(schema('TransferInitiate'), { amount: 85_000, reference: 'r' })).not.toEqual([]);
    expect(
      errorsOf(schema('TransferVerifyResponse'), {
        status: true,
        message: 'ok',
        data: { status: 'success' },
      }),
    ).not.toEqual([]);
  });
});
