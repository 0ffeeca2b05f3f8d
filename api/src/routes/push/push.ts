import { pushContract } from '@akwaaba/domain/push/push.contract';
import {
  type PushSubscriptionCommand,
  pushSubscriptionDecider,
} from '@akwaaba/domain/push/push-subscription.decider';
import { pushSubscriptionsStream } from '@akwaaba/domain/push/push-subscription.events';
import { vapidKeysFor } from '@akwaaba/infra/push/vapid-keys';
import { pushSubscriptionsReadModel } from '@akwaaba/projections/push/push-subscriptions.read-model';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { signedInUserId } from '../../plugins/access';
import { addRoute } from '../add-route';

const READ_MODELS = [pushSubscriptionsReadModel];

/**
 * Push: the key a browser subscribes with, and the signed-in user's browsers subscribed and
 * unsubscribed (the workers push each new notification to them, workers/src/push/).
 */
export async function pushRoutes(app: FastifyInstance) {
  const { config, secrets } = app.deps;
  const { publicKey } = vapidKeysFor(config, secrets);
  // Only in development may a subscription name an http endpoint: a test's own push service.
  const insecureEndpointAllowed = config.mode === 'development';

  const run = (request: FastifyRequest, reply: FastifyReply, command: PushSubscriptionCommand) =>
    app.runCommand(
      request,
      reply,
      pushSubscriptionDecider,
      pushSubscriptionsStream(signedInUserId(request)),
      command,
      READ_MODELS,
    );

  addRoute(app, pushContract.publicKey, async () => ({ publicKey }));

  addRoute(app, pushContract.subscribe, async (request, reply) => {
    const { endpoint, keys } = request.body;
    await run(request, reply, {
      type: 'SubscribePush',
      actor: request.actor,
      endpoint,
      p256dh: keys.p256dh,
      auth: keys.auth,
      insecureEndpointAllowed,
      now: new Date().toISOString(),
    });
    return null;
  });

  addRoute(app, pushContract.unsubscribe, async (request, reply) => {
    await run(request, reply, {
      type: 'UnsubscribePush',
      actor: request.actor,
      endpoint: request.body.endpoint,
      now: new Date().toISOString(),
    });
    return null;
  });
}
