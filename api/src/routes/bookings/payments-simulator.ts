import { parseCheckoutChoice } from '@akwaaba/infra/payments/simulator/checkout-form';
import {
  CHECKOUT_CSS,
  renderCheckoutNotFound,
  renderCheckoutPage,
  renderCheckoutSettled,
} from '@akwaaba/infra/payments/simulator/checkout-page';
import {
  type PaymentSimulator,
  SIMULATOR_FAULT_OPERATIONS,
  type SimulatorFault,
} from '@akwaaba/infra/payments/simulator/payment-simulator';
import type { FastifyInstance, FastifyReply } from 'fastify';

const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);

/**
 * The built-in payment simulator's checkout page (only when no Paystack key is set): the
 * payer pays by card or Mobile Money, or declines, then goes back to the callback URL as
 * Paystack sends them. A payment also sends its signed charge.success webhook to
 * /api/payments/webhook, as Paystack would, independently of the browser.
 *
 * With `faultControl` (PAYMENT_SIMULATOR_FAULTS, for `npm run chaos`), PUT /simulator/faults
 * from a loopback address makes the simulated provider slow or failing (SimulatorFault; a body
 * of `null` clears it). Without it the route does not exist.
 */
export function paymentSimulatorRoutes(
  simulator: PaymentSimulator,
  options: { faultControl?: boolean } = {},
) {
  return async function routes(app: FastifyInstance) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    app.get('/simulator/checkout.css', async (_request, reply) =>
      reply
        .header('content-type', 'text/css; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(CHECKOUT_CSS),
    );

    app.get<{ Params: { accessCode: string } }>('/simulator/checkout/:accessCode', async (request, reply) => {
      const transaction = await simulator.checkout(request.params.accessCode);
      if (!transaction) return html(reply, 404, renderCheckoutNotFound());
      if (transaction.status !== 'abandoned') {
        const back = new URL(transaction.callbackUrl);
        back.searchParams.set('trxref', transaction.reference);
        back.searchParams.set('reference', transaction.reference);
        return html(reply, 200, renderCheckoutSettled(transaction, back.toString()));
      }
      return html(reply, 200, renderCheckoutPage(transaction));
    });

    app.post<{ Params: { accessCode: string }; Body: Record<string, string> }>(
      '/simulator/checkout/:accessCode',
      async (request, reply) => {
        const transaction = await simulator.checkout(request.params.accessCode);
        if (!transaction) return html(reply, 404, renderCheckoutNotFound());
        const parsed = parseCheckoutChoice(
          typeof request.body === 'object' && request.body ? request.body : {},
        );
        if ('state' in parsed) return html(reply, 400, renderCheckoutPage(transaction, parsed.state));
        const completed = await simulator.complete(request.params.accessCode, parsed.choice);
        if (!completed) return reply.redirect(`/simulator/checkout/${transaction.accessCode}`, 303);
        const webhookFault = simulator.faultOf('webhook');
        if (completed.webhook && webhookFault?.failWith == null) {
          const { rawBody, signature } = completed.webhook;
          // Like Paystack, the webhook does not wait for the browser, nor the browser for it.
          void new Promise((resolve) => setTimeout(resolve, webhookFault?.delayMs ?? 0))
            .then(() =>
              app.inject({
                method: 'POST',
                url: '/api/payments/webhook',
                headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
                payload: rawBody,
              }),
            )
            .then((response) => {
              if (response.statusCode !== 200)
                request.log.warn({ status: response.statusCode }, 'simulated webhook was not accepted');
            })
            .catch((error) => request.log.error({ err: error }, 'simulated webhook failed'));
        }
        return reply.redirect(completed.redirectUrl, 303);
      },
    );

    if (options.faultControl) {
      app.put<{ Body: unknown }>(
        '/simulator/faults',
        { schema: { hide: true }, config: { csrf: false } },
        async (request, reply) => {
          if (!isLoopback(request.socket.remoteAddress))
            return reply.status(403).send({ message: 'Simulator faults are set from this machine only.' });
          const fault = simulatorFaultOf(request.body);
          if (fault === undefined)
            return reply.status(400).send({
              message: `Send null, or { operations: (${SIMULATOR_FAULT_OPERATIONS.join(' | ')})[], delayMs, failWith: status | null }.`,
            });
          simulator.setFault(fault);
          request.log.warn({ fault }, 'payment simulator fault set');
          return { fault };
        },
      );
    }
  };
}

const isLoopback = (address: string | undefined) =>
  address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';

/** A SimulatorFault, null to clear, or undefined when the body is neither. */
function simulatorFaultOf(body: unknown): SimulatorFault | null | undefined {
  if (body === null) return null;
  if (typeof body !== 'object') return undefined;
  const { operations, delayMs, failWith } = body as Record<string, unknown>;
  if (
    !Array.isArray(operations) ||
    !operations.every((o) => (SIMULATOR_FAULT_OPERATIONS as readonly unknown[]).includes(o)) ||
    !Number.isInteger(delayMs) ||
    (delayMs as number) < 0 ||
    (delayMs as number) > 60_000 ||
    !(
      failWith === null ||
      (Number.isInteger(failWith) && (failWith as number) >= 400 && (failWith as number) < 600)
    )
  )
    return undefined;
  return { operations, delayMs: delayMs as number, failWith: failWith as number | null };
}
