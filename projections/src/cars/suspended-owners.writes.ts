import type { UserAccountStandingEvent } from '@akwaaba/domain';
import type pg from 'pg';
import type { Recorded } from '../runner/typed-projection';

/**
 * Records which hosts' listings leave browse and detail, in log order: a suspension adds the
 * owner, a reinstatement removes them; a closed account's owner is added for good.
 */
export async function applyOwnerStanding(
  client: pg.PoolClient,
  suspendedOwners: string,
  events: readonly Recorded<UserAccountStandingEvent>[],
): Promise<void> {
  for (const event of events) {
    if (event.type === 'UserAccountReinstated')
      await client.query(`delete from ${suspendedOwners} where owner_id = $1`, [event.data.userId]);
    else
      await client.query(
        `insert into ${suspendedOwners} (owner_id, suspended_at) values ($1, $2) on conflict (owner_id) do nothing`,
        [
          event.data.userId,
          event.type === 'UserAccountSuspended' ? event.data.suspendedAt : event.data.closedAt,
        ],
      );
  }
}
