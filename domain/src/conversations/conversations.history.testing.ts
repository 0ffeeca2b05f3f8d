import { randomUUID } from 'node:crypto';
import { type Actor, systemActor } from '../shared/actor';
import { type HistoryRunner, type HistoryStep, photoCopies, skip } from '../shared/history.testing';
import {
  type ConversationCommand,
  type ConversationParties,
  conversationDecider,
} from './conversation.decider';
import { conversationStream } from './conversation.events';
import { questionConversationIdFor } from './conversation-id';

/*
 * The conversations feature's history (see shared/history.testing.ts): renters and hosts talk
 * about a booking or a car, read, report and stop; admins read a reported conversation and
 * resolve the report; the photo worker records its copies of message photos.
 */

const asUser = (userId: string): Actor => ({ userId, role: 'user' });

/**
 * A renter and a host talk, as the message routes run it: messages both ways, some with a
 * photo the worker then copies, read or not (reading with nothing new appends nothing); the
 * renter reports some of the host's answers, `admin` reads the conversation for the report and
 * resolves some; the host stops some of a renter's questions about a car.
 */
export function conversationHistory(
  run: HistoryRunner,
  n: number,
  parties: ConversationParties & { conversationId: string },
  admin: Actor,
): HistoryStep[] {
  const { conversationId } = parties;
  const on = (command: ConversationCommand) =>
    run.handle(conversationDecider, conversationStream(conversationId), command);
  const [renter, host] = [asUser(parties.renterId), asUser(parties.hostId)];
  const now = () => new Date().toISOString();
  const [question, answer] = [randomUUID(), randomUUID()];
  const withPhoto = n % 7 === 0;
  const answered = n % 4 !== 3;
  const reported = answered && n % 5 === 0;
  const newPhoto = () => (withPhoto ? `/objects/message-photos/${randomUUID()}.jpg` : null);
  const questionPhoto = newPhoto();
  const send = (actor: Actor, text: string, messageId = randomUUID(), photo = newPhoto()) =>
    on({ type: 'SendMessage', conversationId, parties, actor, messageId, text, photo, now: now() });
  const read = (actor: Actor) => on({ type: 'MarkConversationRead', conversationId, actor, now: now() });
  return [
    () => send(renter, `Hello! Is pick-up at Kotoka fine? (${n})`, question, questionPhoto),
    () => (n % 3 === 0 ? send(renter, 'I land at 14:00.') : skip()),
    () => (answered ? read(host) : skip()),
    () => (answered ? send(host, 'Yes, see you at arrivals.', answer) : skip()),
    // The photo worker's copies of the first message's photo, recorded as the product.
    () => {
      if (questionPhoto === null) return skip();
      return on({
        type: 'RecordMessagePhotoVariants',
        conversationId,
        messageId: question,
        actor: systemActor,
        ...photoCopies(questionPhoto),
      });
    },
    () => (n % 2 === 0 ? read(renter) : skip()),
    // Read twice: the second appends nothing.
    () => (n % 2 === 0 ? read(renter) : skip()),
    () => (n % 6 === 1 ? send(renter, 'Thank you!') : skip()),
    () =>
      reported
        ? on({
            type: 'ReportMessage',
            conversationId,
            messageId: answer,
            actor: renter,
            reason: n % 10 === 0 ? 'Asked me to pay in cash' : '',
            now: now(),
          })
        : skip(),
    () =>
      reported
        ? on({
            type: 'OpenConversationAsAdmin',
            conversationId,
            actor: admin,
            damageCaseOpen: false,
            now: now(),
          })
        : skip(),
    () =>
      reported && n % 10 === 0
        ? on({
            type: 'ResolveMessageReport',
            conversationId,
            messageId: answer,
            actor: admin,
            note: 'Reminded the host to take payments in the app',
            now: now(),
          })
        : skip(),
    () =>
      parties.kind === 'question' && n % 2 === 1
        ? on({ type: 'StopConversation', conversationId, actor: host, now: now() })
        : skip(),
  ];
}

/** `renterId`'s questions about a host's car before booking it. */
export const questionHistory = (
  run: HistoryRunner,
  n: number,
  ask: { renterId: string; carId: string; hostId: string },
  admin: Actor,
): HistoryStep[] =>
  conversationHistory(
    run,
    n,
    {
      conversationId: questionConversationIdFor(ask.renterId, ask.carId),
      kind: 'question',
      bookingId: null,
      carId: ask.carId,
      renterId: ask.renterId,
      hostId: ask.hostId,
      openUntil: null,
    },
    admin,
  );
