import { randomUUID } from 'node:crypto';
import { isUuid, notFound } from '@akwaaba/domain';
import {
  type ConversationCommand,
  type ConversationParties,
  conversationDecider,
} from '@akwaaba/domain/conversations/conversation.decider';
import { conversationStream } from '@akwaaba/domain/conversations/conversation.events';
import { CONVERSATION_MESSAGES as M } from '@akwaaba/domain/conversations/conversation.messages';
import { bookingConversationOpenUntil } from '@akwaaba/domain/conversations/conversation.rules';
import type { ConversationView } from '@akwaaba/domain/conversations/conversation.views';
import { questionConversationIdFor } from '@akwaaba/domain/conversations/conversation-id';
import {
  adminConversationsContract,
  conversationsContract,
} from '@akwaaba/domain/conversations/conversations.contract';
import { forbidden } from '@akwaaba/domain/shared/errors';
import {
  type ConversationRow,
  conversationsReadModel,
  conversationView,
  findCar,
  findConversation,
  hasReportedMessage,
  inbox,
  messageFor,
  notificationsReadModel,
  reportedMessages,
} from '@akwaaba/projections';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { signedInUserId } from '../plugins/access';
import { addRoute } from '../plugins/valibot-schemas';

/** How long a message photo's signed link lasts: the conversation stays open on a page a while. */
const MESSAGE_PHOTO_LINK_SECONDS = 15 * 60;

/** A send answers once the conversation shows it, and the other side's bell has it. */
const READ_MODELS = [conversationsReadModel, notificationsReadModel];

/** A booking's parties and last day, from the bookings read model; null for an unknown id. */
async function bookingParties(pool: pg.Pool, bookingId: string) {
  if (!isUuid(bookingId)) return null;
  const { rows } = await pool.query<{
    car_id: string;
    owner_id: string;
    renter_id: string;
    end_date: string;
  }>(
    `select car_id, owner_id, renter_id, to_char(end_date, 'YYYY-MM-DD') as end_date from bookings where id = $1`,
    [bookingId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    kind: 'booking',
    bookingId,
    carId: row.car_id,
    renterId: row.renter_id,
    hostId: row.owner_id,
    openUntil: bookingConversationOpenUntil(row.end_date),
  } satisfies ConversationParties;
}

const isParty = (parties: Pick<ConversationParties, 'renterId' | 'hostId'>, userId: string) =>
  parties.renterId === userId || parties.hostId === userId;

/** A conversation's row as the parties say, before its first message is in the read model. */
const rowOf = (id: string, parties: ConversationParties): ConversationRow => ({
  id,
  kind: parties.kind,
  booking_id: parties.bookingId,
  car_id: parties.carId,
  renter_id: parties.renterId,
  host_id: parties.hostId,
  open_until: parties.openUntil ? new Date(parties.openUntil) : null,
  stopped_at: null,
});

const partiesOf = (row: ConversationRow): ConversationParties => ({
  kind: row.kind,
  bookingId: row.booking_id,
  carId: row.car_id,
  renterId: row.renter_id,
  hostId: row.host_id,
  openUntil: row.open_until?.toISOString() ?? null,
});

/**
 * Conversations between renters and hosts: a booking's (its id is the booking's, open from
 * the booking until 30 days after its last day) and a renter's questions about a car before
 * booking it. Only the two participants see one; an admin reads one only when a report or a
 * damage case names it, and each reading is recorded on the conversation's stream. Every
 * command answers once the conversations and notifications read models show it.
 */
export async function conversationRoutes(app: FastifyInstance) {
  const { pool } = app.deps;
  const photoUrl = (objectPath: string) => app.uploads.signedLink(objectPath, MESSAGE_PHOTO_LINK_SECONDS);

  /**
   * The conversation an id names, for `userId`: a started one they take part in, or a
   * booking of theirs whose conversation has not started. 404 for anyone else, so a stranger
   * cannot tell a conversation exists.
   */
  async function conversationFor(id: string, userId: string): Promise<ConversationRow> {
    const row = await findConversation(pool, id);
    if (row) {
      if (!isParty({ renterId: row.renter_id, hostId: row.host_id }, userId))
        throw notFound(M.conversationNotFound);
      return row;
    }
    const booking = await bookingParties(pool, id);
    if (!booking || !isParty(booking, userId)) throw notFound(M.conversationNotFound);
    return rowOf(id, booking);
  }

  /** The sender's own message photo, checked as an upload of theirs that passed the checks. */
  async function photoOf(userId: string, photo: string | null | undefined): Promise<string | null> {
    if (!photo) return null;
    const [path] = await app.uploads.requireOwnedObjects(userId, [photo], 'message-photo', 'photo');
    return path ?? null;
  }

  async function send(request: FastifyRequest, row: ConversationRow, text: string, photo?: string | null) {
    const userId = signedInUserId(request);
    const messageId = randomUUID();
    const command: ConversationCommand = {
      type: 'SendMessage',
      conversationId: row.id,
      parties: partiesOf(row),
      actor: request.actor,
      messageId,
      text,
      photo: await photoOf(userId, photo),
      now: new Date().toISOString(),
    };
    return { command, messageId };
  }

  async function answerMessage(row: ConversationRow, messageId: string, userId: string) {
    const fresh = (await findConversation(pool, row.id)) ?? row;
    const message = await messageFor(pool, fresh, messageId, userId, photoUrl);
    if (!message) throw notFound(M.messageNotFound);
    return message;
  }

  addRoute(app, conversationsContract.inbox, (request) => inbox(pool, signedInUserId(request)));

  addRoute(app, conversationsContract.bookingMessages, async (request) => {
    const userId = signedInUserId(request);
    const booking = await bookingParties(pool, request.params.id);
    if (!booking || !isParty(booking, userId)) throw notFound(M.bookingNotFound);
    const row = (await findConversation(pool, request.params.id)) ?? rowOf(request.params.id, booking);
    return conversationView(pool, row, userId, photoUrl);
  });

  addRoute(app, conversationsContract.sendBookingMessage, async (request, reply) => {
    const userId = signedInUserId(request);
    const booking = await bookingParties(pool, request.params.id);
    if (!booking || !isParty(booking, userId)) throw notFound(M.bookingNotFound);
    const row = (await findConversation(pool, request.params.id)) ?? rowOf(request.params.id, booking);
    const { command, messageId } = await send(request, row, request.body.text, request.body.photo);
    await app.runCommand(
      request,
      reply,
      conversationDecider,
      conversationStream(row.id),
      command,
      READ_MODELS,
    );
    reply.status(201);
    return answerMessage(row, messageId, userId);
  });

  addRoute(app, conversationsContract.askHost, async (request, reply) => {
    const userId = signedInUserId(request);
    const car = await findCar(pool, request.params.id);
    // Only a listing renters can see takes questions.
    if (car?.verification_status !== 'approved' || car.owner_suspended) throw notFound(M.carNotFound);
    const id = questionConversationIdFor(userId, car.id);
    const row =
      (await findConversation(pool, id)) ??
      rowOf(id, {
        kind: 'question',
        bookingId: null,
        carId: car.id,
        renterId: userId,
        hostId: car.owner_id,
        openUntil: null,
      });
    const { command, messageId } = await send(request, row, request.body.text, request.body.photo);
    await app.runCommand(request, reply, conversationDecider, conversationStream(id), command, READ_MODELS);
    reply.status(201);
    return { conversationId: id, message: await answerMessage(row, messageId, userId) };
  });

  addRoute(app, conversationsContract.detail, async (request) => {
    const userId = signedInUserId(request);
    return conversationView(pool, await conversationFor(request.params.id, userId), userId, photoUrl);
  });

  addRoute(app, conversationsContract.send, async (request, reply) => {
    const userId = signedInUserId(request);
    const row = await conversationFor(request.params.id, userId);
    const { command, messageId } = await send(request, row, request.body.text, request.body.photo);
    await app.runCommand(
      request,
      reply,
      conversationDecider,
      conversationStream(row.id),
      command,
      READ_MODELS,
    );
    reply.status(201);
    return answerMessage(row, messageId, userId);
  });

  addRoute(app, conversationsContract.markRead, async (request, reply) => {
    const userId = signedInUserId(request);
    const row = await conversationFor(request.params.id, userId);
    const command: ConversationCommand = {
      type: 'MarkConversationRead',
      conversationId: row.id,
      actor: request.actor,
      now: new Date().toISOString(),
    };
    await app.runCommand(
      request,
      reply,
      conversationDecider,
      conversationStream(row.id),
      command,
      READ_MODELS,
    );
    reply.status(204);
    return null;
  });

  addRoute(app, conversationsContract.report, async (request, reply) => {
    const userId = signedInUserId(request);
    const { id, messageId } = request.params;
    const row = await conversationFor(id, userId);
    if (!isUuid(messageId)) throw notFound(M.messageNotFound);
    const command: ConversationCommand = {
      type: 'ReportMessage',
      conversationId: row.id,
      messageId,
      actor: request.actor,
      reason: request.body.reason,
      now: new Date().toISOString(),
    };
    await app.runCommand(
      request,
      reply,
      conversationDecider,
      conversationStream(row.id),
      command,
      READ_MODELS,
    );
    reply.status(201);
    return answerMessage(row, messageId, userId);
  });

  addRoute(app, conversationsContract.stop, async (request, reply) => {
    const userId = signedInUserId(request);
    const row = await conversationFor(request.params.id, userId);
    const command: ConversationCommand = {
      type: 'StopConversation',
      conversationId: row.id,
      actor: request.actor,
      now: new Date().toISOString(),
    };
    await app.runCommand(
      request,
      reply,
      conversationDecider,
      conversationStream(row.id),
      command,
      READ_MODELS,
    );
    return conversationView(pool, (await findConversation(pool, row.id)) ?? row, userId, photoUrl);
  });

  addRoute(app, adminConversationsContract.reported, () => reportedMessages(pool));

  addRoute(app, adminConversationsContract.open, async (request, reply): Promise<ConversationView> => {
    const row = await findConversation(pool, request.params.id);
    if (!row) throw notFound(M.conversationNotFound);
    const damageCaseOpen = row.booking_id !== null && (await hasDamageCase(pool, row.booking_id));
    if (!damageCaseOpen && !(await hasReportedMessage(pool, row.id))) throw forbidden(M.adminNeedsCause);
    const command: ConversationCommand = {
      type: 'OpenConversationAsAdmin',
      conversationId: row.id,
      actor: request.actor,
      damageCaseOpen,
      now: new Date().toISOString(),
    };
    await app.runCommand(request, reply, conversationDecider, conversationStream(row.id), command, [
      conversationsReadModel,
    ]);
    return conversationView(pool, row, null, photoUrl);
  });

  addRoute(app, adminConversationsContract.resolve, async (request, reply) => {
    const { id, messageId } = request.params;
    if (!isUuid(id) || !isUuid(messageId)) throw notFound(M.reportNotOpen);
    const command: ConversationCommand = {
      type: 'ResolveMessageReport',
      conversationId: id,
      messageId,
      actor: request.actor,
      note: request.body.note,
      now: new Date().toISOString(),
    };
    await app.runCommand(request, reply, conversationDecider, conversationStream(id), command, [
      conversationsReadModel,
    ]);
    const [report] = await reportedMessages(pool, messageId);
    if (!report) throw notFound(M.reportNotOpen);
    return report;
  });
}

/** Whether a damage case names the booking (the trips read model), which lets an admin read its conversation. */
async function hasDamageCase(pool: pg.Pool, bookingId: string): Promise<boolean> {
  const { rows } = await pool.query(`select 1 from trip_damage_cases where booking_id = $1`, [bookingId]);
  return rows.length > 0;
}
