import { accountClosedEvents, pushSubscriptionEvents } from '../event-types';
import { defineReadModel } from '../runner/read-model';
import { eitherEvent } from '../runner/typed-projection';
import * as queries from './push-subscriptions.queries';

/**
 * `push_subscriptions`: the browsers each user's notifications are pushed to, with the
 * endpoint and keys to encrypt for (RFC 8291), made from their push subscriptions stream. A
 * subscription removed (turned off, or gone at the push service) leaves no row; a closed
 * account leaves none either, as its sealed endpoints now read erased (docs/adr/0026). A
 * rebuild gives the same rows.
 */
export const pushSubscriptionsReadModel = defineReadModel({
  name: 'push_subscriptions',
  takes: eitherEvent(pushSubscriptionEvents, accountClosedEvents),
  table: (t) => `
    create table ${t} (
      user_id uuid not null,
      subscription_id text not null,
      endpoint text not null,
      p256dh text not null,
      auth text not null,
      added_at timestamptz not null,
      primary key (user_id, subscription_id)
    );
  `,

  async apply(events, { client, table }) {
    const subscriptions = table('push_subscriptions');
    for (const event of events) {
      switch (event.type) {
        case 'PushSubscriptionAdded': {
          const { userId, subscriptionId, endpoint, p256dh, auth, addedAt } = event.data;
          // Erased (its owner's account closed, read again in a rebuild): nothing to send to.
          if (endpoint === null || p256dh === null || auth === null) break;
          await client.query(
            `insert into ${subscriptions} (user_id, subscription_id, endpoint, p256dh, auth, added_at)
             values ($1, $2, $3, $4, $5, $6)
             on conflict (user_id, subscription_id) do update
               set endpoint = excluded.endpoint, p256dh = excluded.p256dh, auth = excluded.auth,
                   added_at = excluded.added_at`,
            [userId, subscriptionId, endpoint, p256dh, auth, addedAt],
          );
          break;
        }
        case 'PushSubscriptionRemoved':
          await client.query(`delete from ${subscriptions} where user_id = $1 and subscription_id = $2`, [
            event.data.userId,
            event.data.subscriptionId,
          ]);
          break;
        case 'UserAccountClosed':
          await client.query(`delete from ${subscriptions} where user_id = $1`, [event.data.userId]);
          break;
      }
    }
  },
  queries,
});
