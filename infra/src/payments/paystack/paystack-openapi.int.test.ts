import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createTestDatabase, type TestDatabase } from '../../../../test/database';
import { AlreadyRefundedError, type StartPaymentRequest } from '../port';
import { PaymentSimulator } from '../simulator/payment-simulator';
import { paystackTransactionData } from '../simulator/simulator-transactions';
import { signWebhook } from '../webhook-signature';
import { httpTransport } from './http-transport';
import type { PaystackTransport } from './paystack-api';
import { paystackProvider } from './paystack-provider';

/*
 * Paystack's published OpenAPI description (../shared/reference/paystack-openapi.yaml) is the
 * contract: the adapter's requests must match its request schemas, and the simulator's answers
 * its response schemas.
 */
const document = parse(
  readFileSync(new URL('../../../../../shared/reference/paystack-openapi.yaml', import.meta.url), 'utf8'),
);
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
      if (request.url === '/transaction/initialize')
        return reply(200, {
          status: true,
          message: 'Authorization URL created',
          data: {
            authorization_url: 'https://checkout.paystack.com/abc',
            access_code: 'abc',
            reference: body.reference,
          },
        });
      if (request.url?.startsWith('/transaction/verify/missing'))
        return reply(404, { status: false, message: 'Transaction reference not found' });
      if (request.url?.startsWith('/transaction/verify/'))
        return reply(200, {
          status: true,
          message: 'Verification successful',
          data: paystackTransactionData({
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
        });
      if (request.url === '/refund') {
        refunds += 1;
        if (refunds > 1) return reply(400, { status: false, message: 'Transaction has been fully reversed' });
        return reply(200, {
          status: true,
          message: 'Refund has been queued for processing',
          data: { id: 99, amount: body.amount, status: 'pending' },
        });
      }
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
    // The same values, the callback under Paystack's name for it.
    const { callbackUrl, ...sameNames } = payment;
    expect(sent.body).toEqual({ ...sameNames, callback_url: callbackUrl });
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

  it('the schemas are strict enough to catch a wrong shape', () => {
    expect(
      errorsOf(schema('VerifyResponse'), { status: true, message: 'ok', data: { amount: '141750' } }),
    ).not.toEqual([]);
    expect(errorsOf(schema('TransactionInitialize'), { email: 'a@b.c', amount: 1417.5 })).not.toEqual([]);
  });
});
