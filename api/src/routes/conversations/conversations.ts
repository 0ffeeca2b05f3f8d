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
import type { SendMessageInput } from '@akwaaba/domain/conversations/conversation.schemas';
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
  findBookingParties,
  findCar,
  findConversation,
  hasDamageCase,
  hasReportedMessage,
  inbox,
  messageFor,
  notificationsReadModel,
  type ReadModelRef,
  reportedMessages,
} from '@akwaaba/projections';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { signedInUserId } from '../../plugins/access';
import { addRoute } from '../add-route';

/** How long a message photo's signed link lasts: the conversation stays open on a page a while. */
const MESSAGE_PHOTO_LINK_SECONDS = 15 * 60;

/** A send answers once the conversation shows it, and the other side's bell has it. */
const READ_MODELS = [conversationsReadModel, notificationsReadModel];

/** A booking's parties and last day, from the bookings read model; null for an unknown id. */
async function bookingParties(pool: pg.Pool, bookingId: string) {
  if (!isUuid(bookingId)) return null;
  const booking = await findBookingParties(pool, bookingId);
  if (!booking) return null;
  const { carId, renterId, hostId, endDate } = booking;
  return {
    kind: 'booking',
    bookingId,
    carId,
    renterId,
    hostId,
    openUntil: bookingConversationOpenUntil(endDate),
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

/** A command people give on a conversation, less who and when: `run` adds the request's actor and the time. */
type ConversationChange =
  Extract<ConversationCommand, { now: string }> extends infer Command
    ? Command extends unknown
      ? Omit<Command, 'actor' | 'now'>
      : never
    : never;

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

  /** A message's append is retried this many times on a concurrent one before a 409. */
  const MESSAGE_ATTEMPTS = 25;

  /**
   * Runs a command on its conversation's stream as the request's actor, now; the answer
   * waits for `readModels` to show it.
   */
  const run = (
    request: FastifyRequest,
    reply: FastifyReply,
    change: ConversationChange,
    readModels: readonly ReadModelRef[] = READ_MODELS,
  ) =>
    app.runCommand(
      request,
      reply,
      conversationDecider,
      conversationStream(change.conversationId),
      { ...change, actor: request.actor, now: new Date().toISOString() },
      readModels,
      // Messages sent at once to one conversation (a quick sender, a reply crossing theirs) each
      // read and append again until theirs goes in, as bookings of one car's calendar do.
      { maxAttempts: MESSAGE_ATTEMPTS },
    );

  /** Sends the request's message in the conversation `row` and answers it as its sender sees it (201). */
  async function sendMessage(
    request: FastifyRequest<{ Body: SendMessageInput }>,
    reply: FastifyReply,
    row: ConversationRow,
  ) {
    const userId = signedInUserId(request);
    const messageId = randomUUID();
    await run(request, reply, {
      type: 'SendMessage',
      conversationId: row.id,
      parties: partiesOf(row),
      messageId,
      text: request.body.text,
      photo: await photoOf(userId, request.body.photo),
    });
    return answerMessage(row, messageId, userId);
  }

  async function answerMessage(row: ConversationRow, messageId: string, userId: string) {
    const fresh = (await findConversation(pool, row.id)) ?? row;
    const message = await messageFor(pool, fresh, messageId, userId, photoUrl);
    if (!message) throw notFound(M.messageNotFound);
    return message;
  }

  /** A booking's conversation for one of its parties, started or not; 404 for anyone else. */
  async function bookingConversationFor(bookingId: string, userId: string): Promise<ConversationRow> {
    const booking = await bookingParties(pool, bookingId);
    if (!booking || !isParty(booking, userId)) throw notFound(M.bookingNotFound);
    return (await findConversation(pool, bookingId)) ?? rowOf(bookingId, booking);
  }

  addRoute(app, conversationsContract.inbox, (request) => inbox(pool, signedInUserId(request)));

  /** Reading a conversation and sending in it, found by the path's id with `find`. */
  function readAndSendRoutes(
    read: typeof conversationsContract.detail | typeof conversationsContract.bookingMessages,
    send: typeof conversationsContract.send | typeof conversationsContract.sendBookingMessage,
    find: (id: string, userId: string) => Promise<ConversationRow>,
  ) {
    addRoute(app, read, async (request) => {
      const userId = signedInUserId(request);
      return conversationView(pool, await find(request.params.id, userId), userId, photoUrl);
    });
    addRoute(app, send, async (request, reply) =>
      sendMessage(request, reply, await find(request.params.id, signedInUserId(request))),
    );
  }

  readAndSendRoutes(
    conversationsContract.bookingMessages,
    conversationsContract.sendBookingMessage,
    bookingConversationFor,
  );

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
    return { conversationId: id, message: await sendMessage(request, reply, row) };
  });

  readAndSendRoutes(conversationsContract.detail, conversationsContract.send, conversationFor);

  addRoute(app, conversationsContract.markRead, async (request, reply) => {
    const row = await conversationFor(request.params.id, signedInUserId(request));
    await run(request, reply, { type: 'MarkConversationRead', conversationId: row.id });
    return null;
  });

  addRoute(app, conversationsContract.report, async (request, reply) => {
    const userId = signedInUserId(request);
    const { id, messageId } = request.params;
    const row = await conversationFor(id, userId);
    if (!isUuid(messageId)) throw notFound(M.messageNotFound);
    await run(request, reply, {
      type: 'ReportMessage',
      conversationId: row.id,
      messageId,
      reason: request.body.reason,
    });
    return answerMessage(row, messageId, userId);
  });

  addRoute(app, conversationsContract.stop, async (request, reply) => {
    const userId = signedInUserId(request);
    const row = await conversationFor(request.params.id, userId);
    await run(request, reply, { type: 'StopConversation', conversationId: row.id });
    return conversationView(pool, (await findConversation(pool, row.id)) ?? row, userId, photoUrl);
  });

  addRoute(app, adminConversationsContract.reported, () => reportedMessages(pool));

  addRoute(app, adminConversationsContract.open, async (request, reply): Promise<ConversationView> => {
    const row = await findConversation(pool, request.params.id);
    if (!row) throw notFound(M.conversationNotFound);
    const damageCaseOpen = row.booking_id !== null && (await hasDamageCase(pool, row.booking_id));
    if (!damageCaseOpen && !(await hasReportedMessage(pool, row.id))) throw forbidden(M.adminNeedsCause);
    await run(request, reply, { type: 'OpenConversationAsAdmin', conversationId: row.id, damageCaseOpen }, [
      conversationsReadModel,
    ]);
    return conversationView(pool, row, null, photoUrl);
  });

  addRoute(app, adminConversationsContract.resolve, async (request, reply) => {
    const { id, messageId } = request.params;
    if (!isUuid(id) || !isUuid(messageId)) throw notFound(M.reportNotOpen);
    await run(
      request,
      reply,
      { type: 'ResolveMessageReport', conversationId: id, messageId, note: request.body.note },
      [conversationsReadModel],
    );
    const [report] = await reportedMessages(pool, messageId);
    if (!report) throw notFound(M.reportNotOpen);
    return report;
  });
}
