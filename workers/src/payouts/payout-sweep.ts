import {
  checkUnsettledTransfer,
  type PayoutDeps,
  recordEarnings,
  sendPayout,
} from '@akwaaba/application/payouts/host-payouts';
import { systemActor } from '@akwaaba/domain';
import type { CommandContext } from '@akwaaba/infra/commands/command-handler';
import { completedBookingsWithoutEarnings, payoutsToSend } from '@akwaaba/projections';

/** A started transfer no webhook settled within this long is verified with the provider. */
export const UNSETTLED_AFTER_MS = 2 * 60_000;

/**
 * The payouts' safety net, every minute: earnings of completed bookings whose job was missed,
 * payable earnings (including those that waited for their host's account), and transfers no
 * webhook settled. Each step is idempotent, so overlapping the jobs does no harm; one failing
 * payout is logged and the others go on.
 */
export async function sweepPayouts(deps: PayoutDeps, context: CommandContext, now = new Date()) {
  const counts = { recorded: 0, sent: 0, checked: 0, failed: 0 };
  const each = async <T>(
    items: readonly T[],
    work: (item: T) => Promise<unknown>,
    count: keyof typeof counts,
  ) => {
    for (const item of items) {
      try {
        if (await work(item)) counts[count] += 1;
      } catch (error) {
        counts.failed += 1;
        deps.logger.warn({ err: error, item }, 'payout sweep step failed; the next sweep tries again');
      }
    }
  };
  const system = { ...context, actor: systemActor };
  await each(
    await completedBookingsWithoutEarnings(deps.pool),
    (id) => recordEarnings(deps, id, system),
    'recorded',
  );
  const { due, unsettled } = await payoutsToSend(deps.pool, now, UNSETTLED_AFTER_MS);
  await each(
    due,
    async (payout) => (await sendPayout(deps, payout, system, { now })).outcome === 'sent',
    'sent',
  );
  await each(unsettled, (payout) => checkUnsettledTransfer(deps, payout, system), 'checked');
  return counts;
}
