import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../shared/actor';
import { fold } from '../shared/decider';
import { deciderSpec, invalidField } from '../shared/decider.testing';
import {
  type ConversationCommand,
  type ConversationParties,
  type ConversationState,
  conversationDecider,
} from './conversation.decider';
import type { ConversationEvent } from './conversation.events';
import { CONVERSATION_MESSAGES as M } from './conversation.messages';
import { bookingConversationOpenUntil, MAX_MESSAGE_LENGTH } from './conversation.rules';

const conversationId = 'booking-1';
const renter: Actor = { userId: 'renter-1', role: 'user' };
const host: Actor = { userId: 'host-1', role: 'user' };
const stranger: Actor = { userId: 'user-9', role: 'user' };
const admin: Actor = { userId: 'admin-1', role: 'admin' };
const anonymous: Actor = { userId: null, role: 'anonymous' };

/** The trip ends on 5 December 2026: the conversation closes at the end of 4 January 2027. */
const openUntil = bookingConversationOpenUntil('2026-12-05');
const now = '2026-11-26T09:00:00.000Z';
const later = '2026-11-27T09:00:00.000Z';

const booking: ConversationParties = {
  kind: 'booking',
  bookingId: 'booking-1',
  carId: 'car-1',
  renterId: 'renter-1',
  hostId: 'host-1',
  openUntil,
};
const question: ConversationParties = { ...booking, kind: 'question', bookingId: null, openUntil: null };

const { given } = deciderSpec(conversationDecider);

type Send = Extract<ConversationCommand, { type: 'SendMessage' }>;
const send = (overrides: Partial<Send> = {}): ConversationCommand => ({
  type: 'SendMessage',
  conversationId,
  parties: booking,
  actor: renter,
  messageId: 'message-1',
  text: 'Is the car free on Friday?',
  photo: null,
  now,
  ...overrides,
});
const markRead = (actor: Actor, time = later): ConversationCommand => ({
  type: 'MarkConversationRead',
  conversationId,
  actor,
  now: time,
});
const report = (
  messageId: string,
  actor: Actor,
  reason = 'Asked me to pay in cash',
): ConversationCommand => ({
  type: 'ReportMessage',
  conversationId,
  messageId,
  actor,
  reason,
  now: later,
});
const resolve = (messageId: string, actor: Actor = admin, note = 'Warned the host'): ConversationCommand => ({
  type: 'ResolveMessageReport',
  conversationId,
  messageId,
  actor,
  note,
  now: later,
});
const stop = (actor: Actor = host): ConversationCommand => ({
  type: 'StopConversation',
  conversationId,
  actor,
  now: later,
});
const openAsAdmin = (damageCaseOpen: boolean, actor: Actor = admin): ConversationCommand => ({
  type: 'OpenConversationAsAdmin',
  conversationId,
  actor,
  damageCaseOpen,
  now: later,
});

const started = (parties: ConversationParties = booking): ConversationEvent => ({
  type: 'ConversationStarted',
  data: { conversationId, ...parties, startedAt: now },
});
const sent = (
  messageId: string,
  senderId: string,
  text = 'Is the car free on Friday?',
): ConversationEvent => ({
  type: 'ConversationMessageSent',
  data: { conversationId, messageId, senderId, text, photo: null, sentAt: now },
});
const read = (readerId: string, upToMessageId: string): ConversationEvent => ({
  type: 'ConversationRead',
  data: { conversationId, readerId, upToMessageId, readAt: later },
});
const reported = (
  messageId: string,
  reporterId: string,
  reason = 'Asked me to pay in cash',
): ConversationEvent => ({
  type: 'ConversationMessageReported',
  data: { conversationId, messageId, reporterId, reason, reportedAt: later },
});
const resolved = (messageId: string, note = 'Warned the host'): ConversationEvent => ({
  type: 'ConversationReportResolved',
  data: { conversationId, messageId, adminId: 'admin-1', note, resolvedAt: later },
});
const stopped: ConversationEvent = {
  type: 'ConversationStopped',
  data: { conversationId, stoppedBy: 'host-1', stoppedAt: later },
};

/** The renter asked, the host answered. */
const talked = [started(), sent('message-1', 'renter-1'), sent('message-2', 'host-1', 'Yes, it is.')];

describe('SendMessage', () => {
  it('starts the conversation with its first message', () => {
    given([])
      .when(send())
      .thenAppends([started(), sent('message-1', 'renter-1')]);
  });

  it('only sends the message once the conversation has started', () => {
    given([started(), sent('message-1', 'renter-1')])
      .when(send({ actor: host, messageId: 'message-2', text: 'Yes, it is.' }))
      .thenAppends([sent('message-2', 'host-1', 'Yes, it is.')]);
  });

  it('starts a renter’s questions about a car the same way', () => {
    given([])
      .when(send({ parties: question }))
      .thenAppends([started(question), sent('message-1', 'renter-1')]);
  });

  it('lets only the renter and the host speak', () => {
    given([])
      .when(send({ actor: stranger }))
      .thenFails({ kind: 'forbidden', message: M.notAParticipant });
    given(talked)
      .when(send({ actor: stranger, messageId: 'message-3' }))
      .thenFails({ kind: 'forbidden', message: M.notAParticipant });
    // An admin is a stranger here too: reading is OpenConversationAsAdmin, never speaking.
    given(talked)
      .when(send({ actor: admin, messageId: 'message-3' }))
      .thenFails({ kind: 'forbidden', message: M.notAParticipant });
  });

  it('decides who speaks by the stream, not by the parties a later command carries', () => {
    given(talked)
      .when(send({ actor: stranger, messageId: 'message-3', parties: { ...booking, hostId: 'user-9' } }))
      .thenFails({ kind: 'forbidden', message: M.notAParticipant });
  });

  it('refuses a signed-out caller', () => {
    given([])
      .when(send({ actor: anonymous }))
      .thenFails({ kind: 'unauthenticated' });
  });

  it('refuses a question about one’s own car', () => {
    given([])
      .when(send({ actor: host, parties: { ...question, renterId: 'host-1' } }))
      .thenFails({ kind: 'validation', message: M.cannotAskOwnCar });
  });

  it('trims the text and keeps every line break as one \\n', () => {
    given([])
      .when(send({ text: '  \r\nHello\r\nIs it free?\rThanks\t!\n  ' }))
      .thenAppends([started(), sent('message-1', 'renter-1', 'Hello\nIs it free?\nThanks\t!')]);
  });

  it('takes 2,000 characters, counting an emoji as one, and refuses 2,001', () => {
    expect(MAX_MESSAGE_LENGTH).toBe(2000);
    const tooLong = { kind: 'validation' as const, message: M.textTooLong, fields: { text: M.textTooLong } };
    for (const character of ['x', 'é', '😀', '👋🏾', '🇬🇭', '👨‍👩‍👧', '👩🏾‍❤️‍💋‍👨🏿']) {
      given([])
        .when(send({ text: character.repeat(2000) }))
        .thenAppends([started(), sent('message-1', 'renter-1', character.repeat(2000))]);
      given([])
        .when(send({ text: character.repeat(2001) }))
        .thenFails(tooLong);
    }
    // A character of stacked combining marks is one, but a message of them is not megabytes.
    given([])
      .when(send({ text: `a${'\u0301'.repeat(20)}`.repeat(2000) }))
      .thenFails(tooLong);
    // Spaces trimmed off do not count.
    given([])
      .when(send({ text: ` ${'x'.repeat(2000)}\r\n` }))
      .thenAppends([started(), sent('message-1', 'renter-1', 'x'.repeat(2000))]);
  });

  it('refuses a text of nothing but spaces and line breaks', () => {
    for (const text of ['', '   ', '\r\n\t \n']) {
      given([]).when(send({ text })).thenFails(invalidField('text', M.textRequired));
    }
  });

  it('refuses NUL and the other control characters, but not a line break or a tab', () => {
    for (const control of ['\u0000', '\u0007', '\u001b[31m', '\u007f', '\u0085', '\u009b31m']) {
      given([])
        .when(send({ text: `Hello ${control} there` }))
        .thenFails(invalidField('text', M.textHasControlCharacters));
    }
    given([])
      .when(send({ text: 'Hello\n\tthere' }))
      .thenAppends([started(), sent('message-1', 'renter-1', 'Hello\n\tthere')]);
  });

  it('keeps a booking’s conversation open until 30 days after the last day, and no later', () => {
    expect(openUntil).toBe('2027-01-05T00:00:00.000Z');
    given(talked)
      .when(send({ messageId: 'message-3', now: '2027-01-04T23:59:59.999Z' }))
      .thenAppends([sent('message-3', 'renter-1')].map(at('2027-01-04T23:59:59.999Z')));
    for (const time of ['2027-01-05T00:00:00.000Z', '2027-02-01T10:00:00.000Z']) {
      given(talked)
        .when(send({ actor: host, messageId: 'message-3', now: time }))
        .thenFails({ kind: 'conflict', message: M.conversationClosed });
    }
    // A first message after it closed starts nothing.
    given([])
      .when(send({ now: '2027-01-05T00:00:00.000Z' }))
      .thenFails({ kind: 'conflict', message: M.conversationClosed });
  });

  it('keeps a question conversation open for ever, until the host stops it', () => {
    const asked = [started(question), sent('message-1', 'renter-1')];
    given(asked)
      .when(send({ messageId: 'message-2', now: '2031-01-01T00:00:00.000Z' }))
      .thenAppends([sent('message-2', 'renter-1')].map(at('2031-01-01T00:00:00.000Z')));
    for (const actor of [renter, host]) {
      given([...asked, stopped])
        .when(send({ actor, messageId: 'message-2' }))
        .thenFails({ kind: 'conflict', message: M.conversationStopped });
    }
  });
});

/** A sent message at another time. */
const at =
  (sentAt: string) =>
  (event: ConversationEvent): ConversationEvent =>
    event.type === 'ConversationMessageSent' ? { ...event, data: { ...event.data, sentAt } } : event;

describe('MarkConversationRead', () => {
  it('records what the reader read up to: the last message', () => {
    given(talked)
      .when(markRead(renter))
      .thenAppends([read('renter-1', 'message-2')]);
    given(talked)
      .when(markRead(host))
      .thenAppends([read('host-1', 'message-2')]);
  });

  it('appends nothing when nothing new came from the other side', () => {
    // Nothing sent yet, or only by the reader.
    given([]).when(markRead(renter)).thenAppendsNothing();
    given([started(), sent('message-1', 'renter-1')])
      .when(markRead(renter))
      .thenAppendsNothing();
    // Read already.
    given([...talked, read('renter-1', 'message-2')])
      .when(markRead(renter))
      .thenAppendsNothing();
    // Only the reader wrote since.
    given([...talked, read('renter-1', 'message-2'), sent('message-3', 'renter-1')])
      .when(markRead(renter))
      .thenAppendsNothing();
  });

  it('records a read after new messages from the other side, up to the last message whoever sent it', () => {
    given([...talked, read('renter-1', 'message-2'), sent('message-3', 'host-1')])
      .when(markRead(renter))
      .thenAppends([read('renter-1', 'message-3')]);
    // The host wrote, then the renter replied without reading first: read up to the reply.
    given([...talked, read('renter-1', 'message-1'), sent('message-3', 'renter-1')])
      .when(markRead(renter))
      .thenAppends([read('renter-1', 'message-3')]);
  });

  it('is for the participants only', () => {
    given(talked).when(markRead(stranger)).thenFails({ kind: 'forbidden', message: M.notAParticipant });
    given(talked).when(markRead(anonymous)).thenFails({ kind: 'unauthenticated' });
  });
});

describe('ReportMessage', () => {
  it('reports the other side’s message, the reason trimmed', () => {
    given(talked)
      .when(report('message-2', renter, '  Asked me to pay in cash \n'))
      .thenAppends([reported('message-2', 'renter-1')]);
    given(talked)
      .when(report('message-1', host, ''))
      .thenAppends([reported('message-1', 'host-1', '')]);
  });

  it('refuses one’s own message', () => {
    given(talked)
      .when(report('message-1', renter))
      .thenFails({ kind: 'validation', message: M.cannotReportOwnMessage });
  });

  it('refuses a second report of the same message by the same reporter, even once resolved', () => {
    given([...talked, reported('message-2', 'renter-1')])
      .when(report('message-2', renter, 'Again'))
      .thenFails({ kind: 'conflict', message: M.alreadyReported });
    given([...talked, reported('message-2', 'renter-1'), resolved('message-2')])
      .when(report('message-2', renter, 'Again'))
      .thenFails({ kind: 'conflict', message: M.alreadyReported });
  });

  it('answers 404 for an unknown message or conversation', () => {
    given(talked)
      .when(report('message-404', renter))
      .thenFails({ kind: 'not_found', message: M.messageNotFound });
    given([])
      .when(report('message-1', renter))
      .thenFails({ kind: 'not_found', message: M.conversationNotFound });
  });

  it('is for the participants only', () => {
    given(talked)
      .when(report('message-2', stranger))
      .thenFails({ kind: 'forbidden', message: M.notAParticipant });
  });

  it('keeps a reason to 500 characters', () => {
    given(talked)
      .when(report('message-2', renter, 'x'.repeat(500)))
      .thenAppends([reported('message-2', 'renter-1', 'x'.repeat(500))]);
    given(talked)
      .when(report('message-2', renter, 'x'.repeat(501)))
      .thenFails({ kind: 'validation', message: M.reportReasonTooLong });
  });
});

describe('ResolveMessageReport', () => {
  const withReport = [...talked, reported('message-2', 'renter-1')];

  it('resolves an open report with the admin’s note, trimmed', () => {
    given(withReport)
      .when(resolve('message-2', admin, '  Warned the host '))
      .thenAppends([resolved('message-2')]);
  });

  it('is for admins only', () => {
    for (const actor of [renter, host, stranger])
      given(withReport)
        .when(resolve('message-2', actor))
        .thenFails({ kind: 'forbidden', message: M.onlyAdmins });
  });

  it('resolves only an open report', () => {
    given(talked).when(resolve('message-2')).thenFails({ kind: 'not_found', message: M.reportNotOpen });
    given([...withReport, resolved('message-2')])
      .when(resolve('message-2'))
      .thenFails({ kind: 'not_found', message: M.reportNotOpen });
  });

  it('asks for a note of at most 500 characters', () => {
    given(withReport)
      .when(resolve('message-2', admin, '  '))
      .thenFails(invalidField('note', M.noteRequired));
    given(withReport)
      .when(resolve('message-2', admin, 'x'.repeat(501)))
      .thenFails({ kind: 'validation', message: M.noteTooLong });
  });
});

describe('StopConversation', () => {
  const asked = [started(question), sent('message-1', 'renter-1')];

  it('lets the host stop a renter’s questions', () => {
    given(asked).when(stop()).thenAppends([stopped]);
  });

  it('is for the host only', () => {
    given(asked).when(stop(renter)).thenFails({ kind: 'forbidden', message: M.onlyHostCanStop });
    given(asked).when(stop(stranger)).thenFails({ kind: 'forbidden', message: M.notAParticipant });
    given(asked).when(stop(admin)).thenFails({ kind: 'forbidden', message: M.notAParticipant });
  });

  it('leaves a booking’s conversation open', () => {
    given(talked).when(stop()).thenFails({ kind: 'conflict', message: M.onlyQuestionsCanBeStopped });
  });

  it('stops once, and only a conversation that started', () => {
    given([...asked, stopped])
      .when(stop())
      .thenFails({ kind: 'conflict', message: M.alreadyStopped });
    given([]).when(stop()).thenFails({ kind: 'not_found', message: M.conversationNotFound });
  });
});

describe('OpenConversationAsAdmin', () => {
  const opened = (cause: 'report' | 'damage-case'): ConversationEvent => ({
    type: 'ConversationOpenedByAdmin',
    data: { conversationId, adminId: 'admin-1', cause, openedAt: later },
  });

  it('opens a conversation with a reported message, recording the report as the cause', () => {
    given([...talked, reported('message-2', 'renter-1')])
      .when(openAsAdmin(false))
      .thenAppends([opened('report')]);
    // A resolved report still names the conversation; the report stays the cause with a damage case too.
    given([...talked, reported('message-2', 'renter-1'), resolved('message-2')])
      .when(openAsAdmin(true))
      .thenAppends([opened('report')]);
  });

  it('opens the conversation of a booking with an open damage case', () => {
    given(talked)
      .when(openAsAdmin(true))
      .thenAppends([opened('damage-case')]);
  });

  it('needs a report or a damage case', () => {
    given(talked).when(openAsAdmin(false)).thenFails({ kind: 'forbidden', message: M.adminNeedsCause });
  });

  it('is for admins only, on a conversation that exists', () => {
    given(talked).when(openAsAdmin(true, host)).thenFails({ kind: 'forbidden', message: M.onlyAdmins });
    given([]).when(openAsAdmin(true)).thenFails({ kind: 'not_found', message: M.conversationNotFound });
  });
});

describe('reading, as a property', () => {
  const participants = { renter: 'renter-1', host: 'host-1' } as const;
  type Side = keyof typeof participants;
  const step = fc.record({
    kind: fc.constantFrom('send' as const, 'read' as const),
    by: fc.constantFrom<Side>('renter', 'host'),
  });

  /**
   * The read model's rule, kept as the read model keeps it: each message adds one to the other
   * side's count; a read sets the reader's count to the other side's messages after the one read up to.
   */
  function readModelUnread(events: readonly ConversationEvent[]): Record<string, number> {
    const unread: Record<string, number> = { 'renter-1': 0, 'host-1': 0 };
    const messages: { id: string; sender: string }[] = [];
    for (const event of events) {
      if (event.type === 'ConversationMessageSent') {
        messages.push({ id: event.data.messageId, sender: event.data.senderId });
        for (const user of Object.keys(unread))
          if (user !== event.data.senderId) unread[user] = (unread[user] ?? 0) + 1;
      }
      if (event.type === 'ConversationRead') {
        const upTo = messages.findIndex((m) => m.id === event.data.upToMessageId);
        unread[event.data.readerId] = messages
          .slice(upTo + 1)
          .filter((m) => m.sender !== event.data.readerId).length;
      }
    }
    return unread;
  }

  /** What the decider's state says the reader has not read: the other side's messages after their last read. */
  function stateUnread(state: ConversationState, readerId: string): number {
    const ids = [...state.senders.keys()];
    const upTo = state.readUpTo.get(readerId);
    const after = upTo === undefined ? ids : ids.slice(ids.indexOf(upTo) + 1);
    return after.filter((id) => state.senders.get(id) !== readerId).length;
  }

  it('a read is recorded exactly when the reader has something unread, and leaves nothing unread', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const events: ConversationEvent[] = [];
        let state = conversationDecider.initialState;
        for (const [n, { kind, by }] of steps.entries()) {
          const actor: Actor = { userId: participants[by], role: 'user' };
          const unreadBefore = readModelUnread(events)[participants[by]]!;
          expect(stateUnread(state, participants[by])).toBe(unreadBefore);
          const decided = conversationDecider.decide(
            kind === 'send'
              ? send({ actor, messageId: `message-${n}`, text: `Message ${n}` })
              : markRead(actor),
            state,
          );
          if (kind === 'read') {
            expect(decided.length).toBe(unreadBefore > 0 ? 1 : 0);
            // Idempotent: reading again at once appends nothing.
            const after = decided.reduce(conversationDecider.evolve, state);
            expect(conversationDecider.decide(markRead(actor), after)).toEqual([]);
          }
          events.push(...decided);
          state = decided.reduce(conversationDecider.evolve, state);
          if (kind === 'read') expect(readModelUnread(events)[participants[by]]).toBe(0);
        }
        // Never two reads by the same reader without a message between them.
        const reads = events.filter((e) => e.type !== 'ConversationStarted');
        for (const [i, event] of reads.entries()) {
          if (event.type !== 'ConversationRead') continue;
          const previous = reads
            .slice(0, i)
            .findLast(
              (e) =>
                e.type === 'ConversationMessageSent' ||
                (e.type === 'ConversationRead' && e.data.readerId === event.data.readerId),
            );
          expect(previous?.type ?? 'first read').not.toBe('ConversationRead');
        }
        expect(fold(conversationDecider, events)).toEqual(state);
      }),
    );
  });
});

describe('RecordMessagePhotoVariants', () => {
  const system: Actor = { userId: null, role: 'system' };
  const withPhoto: ConversationEvent = {
    type: 'ConversationMessageSent',
    data: {
      conversationId,
      messageId: 'message-1',
      senderId: 'renter-1',
      text: 'Here',
      photo: '/objects/message-photos/p1.jpg',
      sentAt: now,
    },
  };
  const record = (messageId = 'message-1', actor: Actor = system): ConversationCommand => ({
    type: 'RecordMessagePhotoVariants',
    conversationId,
    messageId,
    actor,
    thumbnail: '/objects/message-photos/variants/p1-w480.webp',
    large: '/objects/message-photos/variants/p1-w1200.webp',
  });
  const made: ConversationEvent = {
    type: 'ConversationPhotoVariantsMade',
    data: {
      conversationId,
      messageId: 'message-1',
      photo: '/objects/message-photos/p1.jpg',
      thumbnail: '/objects/message-photos/variants/p1-w480.webp',
      large: '/objects/message-photos/variants/p1-w1200.webp',
    },
  };

  it('records the copies of a message photo once', () => {
    given([started(), withPhoto]).when(record()).thenAppends([made]);
    given([started(), withPhoto, made]).when(record()).thenAppendsNothing();
  });

  it('records nothing for a message without a photo, or an unknown one', () => {
    given([started(), sent('message-1', 'renter-1')])
      .when(record())
      .thenAppendsNothing();
    given([started(), withPhoto]).when(record('message-9')).thenAppendsNothing();
  });

  it('is the worker’s, acting as the product', () => {
    given([started(), withPhoto]).when(record('message-1', renter)).thenFails({ kind: 'forbidden' });
  });
});
