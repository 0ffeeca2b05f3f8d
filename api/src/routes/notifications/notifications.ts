import { unauthenticated } from '@akwaaba/domain';
import {
  type NotificationCommand,
  notificationDecider,
} from '@akwaaba/domain/notifications/notification.decider';
import { notificationsStream } from '@akwaaba/domain/notifications/notification.events';
import {
  ALWAYS_EMAILED,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '@akwaaba/domain/notifications/notification-kinds';
import { notificationsContract } from '@akwaaba/domain/notifications/notifications.contract';
import { hashSessionToken } from '@akwaaba/infra/sessions/session-store';
import {
  findUserAccount,
  listNotifications,
  notificationSettingsOf,
  notificationsReadModel,
  unreadAmong,
} from '@akwaaba/projections';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { LiveHub, type LiveSession } from '../../live/live-hub';
import { signedInUserId } from '../../plugins/access';
import { addRoute } from '../add-route';

const READ_MODELS = [notificationsReadModel];

/** The settings page's grid: each kind by e-mail and by SMS, and whether there is a verified number to text. */
async function settingsView(pool: pg.Pool, userId: string) {
  const [{ emailsOff, smsOn }, user] = await Promise.all([
    notificationSettingsOf(pool, userId),
    findUserAccount(pool, userId),
  ]);
  return {
    kinds: NOTIFICATION_KINDS.map((kind: NotificationKind) => ({
      kind,
      label: NOTIFICATION_KIND_LABELS[kind],
      email: !emailsOff.includes(kind),
      locked: ALWAYS_EMAILED.includes(kind),
      sms: smsOn.includes(kind),
    })),
    phoneVerified: user?.phoneVerified ?? false,
  };
}

/** The signed-in caller's session, which their page's stream ends with. */
function liveSessionOf(request: FastifyRequest): LiveSession {
  const userId = signedInUserId(request);
  if (!request.sessionToken) throw unauthenticated();
  return { userId, tokenHash: hashSessionToken(request.sessionToken) };
}

/**
 * The bell: the signed-in user's notifications, marking them read, which of them also come by
 * e-mail, and `/api/live`, the Server-Sent Events of their open pages (live-hub.ts).
 */
export async function notificationRoutes(app: FastifyInstance) {
  const { pool } = app.deps;
  const hub = new LiveHub(pool, app.sessions, app.log);
  // Open streams never finish by themselves: end them so the server can close.
  app.addHook('preClose', async () => hub.close());

  /** A command on the user's notifications stream, answered once the read model has it. */
  const run = (request: FastifyRequest, reply: FastifyReply, userId: string, command: NotificationCommand) =>
    app.runCommand(request, reply, notificationDecider, notificationsStream(userId), command, READ_MODELS);

  addRoute(app, notificationsContract.list, (request) => listNotifications(pool, signedInUserId(request)));

  addRoute(app, notificationsContract.markRead, async (request, reply) => {
    const userId = signedInUserId(request);
    // Only what is still unread: opening a read notification again appends nothing.
    const ids = await unreadAmong(pool, userId, request.body.ids);
    if (ids === 'all' || ids.length > 0) {
      await run(request, reply, userId, {
        type: 'MarkNotificationsRead',
        actor: request.actor,
        notificationIds: ids,
        now: new Date().toISOString(),
      });
    }
    return null;
  });

  addRoute(app, notificationsContract.settings, async (request) =>
    settingsView(pool, signedInUserId(request)),
  );

  addRoute(app, notificationsContract.chooseEmails, async (request, reply) => {
    const userId = signedInUserId(request);
    const now = new Date().toISOString();
    const { emailsOff, smsOn } = request.body;
    await run(request, reply, userId, {
      type: 'ChooseNotificationEmails',
      actor: request.actor,
      emailsOff,
      now,
    });
    if (smsOn)
      await run(request, reply, userId, {
        type: 'ChooseNotificationTexts',
        actor: request.actor,
        smsOn,
        now,
      });
    return settingsView(pool, userId);
  });

  addRoute(app, notificationsContract.live, async (request, reply) => {
    const session = liveSessionOf(request);
    // The stream is written by the hub, not by Fastify: no compression, no buffering, no end.
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      connection: 'keep-alive',
      // nginx and similar proxies pass it on at once instead of buffering it.
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
      'x-correlation-id': request.id,
    });
    reply.raw.write('retry: 3000\n\n');
    const lastEventId = request.headers['last-event-id'];
    await hub.open(session, reply.raw, typeof lastEventId === 'string' ? lastEventId : undefined);
  });
}
