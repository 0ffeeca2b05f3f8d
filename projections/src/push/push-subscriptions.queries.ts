import type pg from 'pg';

/** A browser a user's notifications are pushed to: where, and the keys to encrypt for. */
export interface PushSubscriptionRow {
  subscriptionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  addedAt: Date;
}

const SELECT_SUBSCRIPTIONS = `
  select subscription_id as "subscriptionId", endpoint, p256dh, auth, added_at as "addedAt"
    from push_subscriptions`;

/** The user's subscriptions, oldest first. */
export async function pushSubscriptionsOf(pool: pg.Pool, userId: string): Promise<PushSubscriptionRow[]> {
  const { rows } = await pool.query<PushSubscriptionRow>(
    `${SELECT_SUBSCRIPTIONS} where user_id = $1 order by added_at, subscription_id`,
    [userId],
  );
  return rows;
}

/** One of the user's subscriptions; null once removed. */
export async function findPushSubscription(
  pool: pg.Pool,
  userId: string,
  subscriptionId: string,
): Promise<PushSubscriptionRow | null> {
  const { rows } = await pool.query<PushSubscriptionRow>(
    `${SELECT_SUBSCRIPTIONS} where user_id = $1 and subscription_id = $2`,
    [userId, subscriptionId],
  );
  return rows[0] ?? null;
}
