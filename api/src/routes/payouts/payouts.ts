import { sendPayout } from '@akwaaba/application/payouts/host-payouts';
import {
  describeAccount,
  hostPayoutsDecider,
  hostPayoutsStream,
  notFound,
  type PayoutAccountInput,
  validationError,
} from '@akwaaba/domain';
import { adminPayoutsContract, payoutsContract } from '@akwaaba/domain/payouts/payouts.contract';
import type { EarningsView } from '@akwaaba/domain/payouts/payouts.views';
import { ghanaianNationalNumber } from '@akwaaba/domain/shared/phone-number';
import { openPayments, PaymentProviderError } from '@akwaaba/infra/payments/index';
import {
  hostEarnings,
  listPayoutsForAdmin,
  payoutAccountOf,
  payoutHostOf,
  payoutsReadModel,
} from '@akwaaba/projections';
import type { FastifyInstance } from 'fastify';
import { signedInUserId } from '../../plugins/access';
import { addRoute } from '../add-route';
import { orProviderUnavailable } from '../bookings/payments';

const MESSAGES = {
  accountNotResolved: (reason: string) =>
    `We could not confirm this account with its network or bank: ${reason} Please check the number and name.`,
  noSuchPayout: 'No payout for this booking.',
} as const;

/**
 * A host's earnings and payout account, and the admins' finance page (issue 14). Earnings are
 * decided on each host's payouts stream by the payout workers; these routes read them, and
 * set where they go.
 */
export async function payoutRoutes(app: FastifyInstance) {
  const { pool, store } = app.deps;
  const payments = await openPayments(app.deps);
  const { provider } = payments;

  addRoute(app, payoutsContract.earnings, async (request) => hostEarnings(pool, signedInUserId(request)));

  addRoute(app, payoutsContract.earningsCsv, async (request, reply) => {
    const earnings = await hostEarnings(pool, signedInUserId(request));
    const today = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="akwaaba-earnings-${today}.csv"`)
      .header('cache-control', 'no-store')
      .send(earningsCsv(earnings));
  });

  addRoute(app, payoutsContract.account, async (request) => payoutAccountOf(pool, signedInUserId(request)));

  addRoute(app, payoutsContract.banks, async (_request, reply) =>
    orProviderUnavailable(reply, () => provider.listBanks('ghipss')),
  );

  addRoute(app, payoutsContract.setAccount, async (request, reply) =>
    orProviderUnavailable(reply, async () => {
      const hostId = signedInUserId(request);
      const account: PayoutAccountInput = request.body;
      const bank =
        account.type === 'bank'
          ? (await provider.listBanks('ghipss')).find((b) => b.code === account.bankCode)
          : undefined;
      if (account.type === 'bank' && !bank) {
        const text = 'Please choose your bank from the list';
        throw validationError(text, { bankCode: text });
      }
      const recipientCode = await registeredRecipient(account);
      const description = describeAccount(account, bank?.name);
      await app.runCommand(
        request,
        reply,
        hostPayoutsDecider,
        hostPayoutsStream(hostId),
        { type: 'SetPayoutAccount', hostId, account, recipientCode, description },
        [payoutsReadModel],
      );
      return { type: account.type, description, name: account.name };
    }),
  );

  /** The account as a transfer recipient; one the provider refuses (a 4xx) is the host's to fix. */
  async function registeredRecipient(account: PayoutAccountInput): Promise<string> {
    const where =
      account.type === 'mobile_money'
        ? {
            type: 'mobile_money' as const,
            // Stored in E.164; Paystack takes a wallet's number as its 10 national digits.
            accountNumber: ghanaianNationalNumber(account.number) ?? account.number,
            bankCode: account.network,
          }
        : { type: 'ghipss' as const, accountNumber: account.accountNumber, bankCode: account.bankCode };
    try {
      const { recipientCode } = await provider.createRecipient({
        ...where,
        name: account.name,
        currency: 'GHS',
      });
      return recipientCode;
    } catch (error) {
      if (
        error instanceof PaymentProviderError &&
        error.status !== null &&
        error.status >= 400 &&
        error.status < 500
      )
        throw validationError(MESSAGES.accountNotResolved(error.message));
      throw error;
    }
  }

  addRoute(app, adminPayoutsContract.list, async (request) =>
    listPayoutsForAdmin(pool, request.query.status),
  );

  addRoute(app, adminPayoutsContract.retry, async (request, reply) => {
    const { bookingId } = request.params;
    const hostId = await payoutHostOf(pool, bookingId);
    if (!hostId) throw notFound(MESSAGES.noSuchPayout);
    const context = { actor: request.actor, correlationId: request.id, causationId: request.id };
    const deps = {
      store,
      pool,
      provider,
      logger: request.log,
      payoutDelayMinutes: app.deps.config.payoutDelayMinutes,
    };
    return orProviderUnavailable(reply, async () => {
      const outcome = await sendPayout(deps, { hostId, bookingId }, context, {
        retryNow: true,
        explain: true,
      });
      if (outcome.position) await app.waitForReadModels(request, outcome.position, [payoutsReadModel]);
      return listPayoutsForAdmin(pool);
    });
  });
}

const CSV_COLUMNS = [
  ['Booking', (line) => line.bookingId],
  ['Car', (line) => line.car.name],
  ['Start date', (line) => line.startDate],
  ['End date', (line) => line.endDate],
  ['Booking status', (line) => line.bookingStatus],
  ['Paid (GHS)', (line) => line.paid],
  ['Service fee (GHS)', (line) => line.serviceFee],
  ['Commission (GHS)', (line) => line.commission],
  ['Refunded (GHS)', (line) => line.refunded],
  ['Trip charges (GHS)', (line) => line.charges ?? '0.00'],
  ['Your earnings (GHS)', (line) => line.hostEarnings],
  ['Payout', (line) => line.payout.status],
  ['Paid out on', (line) => line.payout.paidAt?.slice(0, 10) ?? ''],
] as const satisfies readonly (readonly [string, (line: EarningsView['bookings'][number]) => string])[];

/** RFC 4180: a field with a comma, quote or line break is quoted; a leading =, +, - or @ is defused for spreadsheets. */
function csvField(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function earningsCsv(earnings: EarningsView): string {
  const rows = [
    CSV_COLUMNS.map(([header]) => header),
    ...earnings.bookings.map((line) => CSV_COLUMNS.map(([, value]) => value(line))),
  ];
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
