import { loadBooking, settlePayment } from '@akwaaba/application/bookings/booking-payments';
import { settleTransfer } from '@akwaaba/application/payouts/host-payouts';
import {
  BOOKING_CURRENCY,
  BOOKING_MESSAGES,
  bookingDecider,
  bookingOfPayoutReference,
  bookingStream,
  forbidden,
  linesAsCustomFields,
  linesOf,
  notFound,
  requireApprovedDriver,
  unauthenticated,
  userDecider,
  userStream,
  validationError,
} from '@akwaaba/domain';
import { paymentsContract } from '@akwaaba/domain/bookings/bookings.contract';
import { handleCommand } from '@akwaaba/infra/commands/command-handler';
import { aggregateStream } from '@akwaaba/infra/eventstore/aggregate-stream';
import {
  openPayments,
  PaymentProviderError,
  parseTransferWebhook,
  type TransferReport,
} from '@akwaaba/infra/payments/index';
import { newPaymentReference } from '@akwaaba/infra/payments/payment-reference';
import type { PaystackWebhook } from '@akwaaba/infra/payments/paystack/paystack-api';
import { reportOf } from '@akwaaba/infra/payments/paystack/paystack-provider';
import type { PaymentSimulator } from '@akwaaba/infra/payments/simulator/payment-simulator';
import { bookingsReadModel, emailOf } from '@akwaaba/projections';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { signedInUserId } from '../../plugins/access';
import { addRoute } from '../add-route';
import { paymentSimulatorRoutes } from './payments-simulator';

export const PAYMENT_MESSAGES = {
  providerUnavailable: 'The payment provider could not be reached. Please try again in a moment.',
  badSignature: 'Invalid webhook signature.',
  badWebhook: 'The webhook body is not a Paystack event.',
} as const;

/**
 * A provider that cannot be reached is neither the caller's fault nor a product bug: answer
 * 502 with a message the screen can show, rather than the generic 500.
 */
export async function orProviderUnavailable<T>(reply: FastifyReply, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    reply.log.warn({ err: error }, 'payment provider call failed');
    return reply.status(502).send({ message: PAYMENT_MESSAGES.providerUnavailable });
  }
}

/**
 * Payments for bookings: start one (POST /api/payments/initialize), settle one when the
 * browser comes back (GET /api/payments/verify/{reference}) and when the provider calls
 * (POST /api/payments/webhook). Settling is the same idempotent step everywhere, so a
 * payment reported by all three at once confirms its booking once.
 */
export async function paymentRoutes(app: FastifyInstance) {
  const { store, pool } = app.deps;
  const payments = await openPayments(app.deps);
  const { provider } = payments;

  addRoute(app, paymentsContract.initialize, async (request, reply) => {
    const userId = signedInUserId(request);
    const { bookingId } = request.body;
    const { state: booking } = await aggregateStream(store, bookingDecider, bookingStream(bookingId));
    if (booking.status === 'none') throw notFound(BOOKING_MESSAGES.bookingNotFound);
    if (booking.renterId !== userId) throw forbidden(BOOKING_MESSAGES.onlyRenter);
    // Paying confirms the trip: only a renter an admin approved as a driver gets this far.
    const { state: renter } = await aggregateStream(store, userDecider, userStream(userId));
    requireApprovedDriver(renter);
    // The reference is recorded on the booking before the provider hears of it: a payment
    // the provider takes under it can always be matched to this booking, or refunded.
    const reference = newPaymentReference(bookingId);
    await handleCommand(
      store,
      bookingDecider,
      bookingStream(bookingId),
      { type: 'InitializePayment', bookingId, actor: request.actor, reference, now: new Date() },
      { actor: request.actor, correlationId: request.id, causationId: request.id },
    );
    const email = (await emailOf(pool, userId)) ?? `${userId}@users.akwaaba-drive.invalid`;
    return orProviderUnavailable(reply, async () => {
      const started = await provider.initialize({
        reference,
        amount: booking.quote.total,
        currency: BOOKING_CURRENCY,
        email,
        callbackUrl: payments.callbackUrl,
        channels: ['card', 'mobile_money'],
        metadata: { bookingId, carId: booking.carId },
        // The total is the lines' total: the checkout lists them above it.
        customFields: linesAsCustomFields(linesOf(booking.quote)),
      });
      return {
        authorization_url: started.authorizationUrl,
        access_code: started.accessCode,
        reference: started.reference,
      };
    });
  });

  addRoute(app, paymentsContract.verify, async (request, reply) => {
    const { reference } = request.params;
    return orProviderUnavailable(reply, async () => {
      const settlement = await settlePayment({ store, provider }, reference, {
        actor: request.actor,
        correlationId: request.id,
        causationId: request.id,
      });
      if (settlement.outcome === 'unknown') throw notFound(settlement.message);
      await app.waitForReadModels(request, settlement.position, [bookingsReadModel]);
      return {
        success: settlement.outcome === 'confirmed',
        message: settlement.message,
        reference,
        bookingId: settlement.bookingId,
        outcome: settlement.outcome,
      };
    });
  });

  await app.register(async (webhooks) => {
    // The signature covers the exact bytes sent, so this route keeps the raw body.
    webhooks.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    addRoute(webhooks, paymentsContract.webhook, { config: { csrf: false } }, async (request) => {
      const raw = request.body;
      const signature = request.headers['x-paystack-signature'];
      if (
        !Buffer.isBuffer(raw) ||
        !provider.isGenuineWebhook(raw, typeof signature === 'string' ? signature : undefined)
      )
        throw unauthenticated(PAYMENT_MESSAGES.badSignature);
      let event: PaystackWebhook;
      try {
        event = JSON.parse(raw.toString('utf8')) as PaystackWebhook;
      } catch {
        throw validationError(PAYMENT_MESSAGES.badWebhook);
      }
      const transfer = parseTransferWebhook(event);
      if (transfer) {
        await settlePayoutTransfer(app, transfer.transfer, request);
        return { received: true };
      }
      if (event?.event !== 'charge.success' || typeof event.data?.reference !== 'string')
        return { received: true };
      const settlement = await settlePayment(
        { store, provider },
        event.data.reference,
        { actor: { userId: null, role: 'system' }, correlationId: request.id, causationId: request.id },
        reportOf(event.data),
      );
      request.log.info({ reference: event.data.reference, outcome: settlement.outcome }, 'payment webhook');
      return { received: true };
    });
  });

  if (payments.simulator) {
    await app.register(
      paymentSimulatorRoutes(payments.simulator, { faultControl: app.deps.config.paymentSimulatorFaults }),
    );
    deliverSimulatorWebhooks(app, payments.simulator);
  }
}

/**
 * A payout transfer's outcome, as its webhook tells it: settled on its host's payouts stream
 * (the host is the booking's, named by the transfer's reference). A reference the product did
 * not make is acknowledged and ignored, as Paystack expects a 200 for every event.
 */
async function settlePayoutTransfer(app: FastifyInstance, report: TransferReport, request: FastifyRequest) {
  const bookingId = bookingOfPayoutReference(report.reference);
  if (!bookingId) return;
  const booking = await loadBooking(app.deps.store, bookingId);
  if (booking.status === 'none') return;
  const context = {
    actor: { userId: null, role: 'system' as const },
    correlationId: request.id,
    causationId: request.id,
  };
  const settled = await settleTransfer(app.deps, booking.ownerId, report, context);
  request.log.info(
    { reference: report.reference, outcome: report.outcome, appended: settled?.events.length ?? 0 },
    'transfer webhook',
  );
}

/**
 * The simulator settles transfers a moment after they are made and posts their webhooks here,
 * as Paystack would, through the same route and signature check. Only in the process that
 * serves the API: a workers-only process's transfers are settled by the payout sweep verifying them.
 */
function deliverSimulatorWebhooks(app: FastifyInstance, simulator: PaymentSimulator) {
  const stop = simulator.onWebhook(async (rawBody, signature) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
      payload: rawBody,
    });
    if (response.statusCode !== 200)
      app.log.warn(
        { status: response.statusCode, body: response.body },
        'simulated transfer webhook was not accepted',
      );
  });
  app.addHook('onClose', async () => stop());
}
