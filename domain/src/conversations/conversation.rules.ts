/*
 * The rules of a conversation between a renter and a host: how long a message may be, how
 * long a booking's conversation stays open, and what text a message may hold.
 */

/** The longest message, in characters as people count them. */
export const MAX_MESSAGE_LENGTH = 2000;

/** A booking's conversation stays open until this many days after the trip's last day. */
export const CONVERSATION_OPEN_DAYS_AFTER_END = 30;

/** The longest reason a report of a message may give. */
export const MAX_MESSAGE_REPORT_REASON_LENGTH = 500;

/** A booking's conversation, or a renter's questions about a car before booking it. */
export const CONVERSATION_KINDS = ['booking', 'question'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

export type ConversationSide = 'renter' | 'host';

/**
 * When a booking's conversation closes: the end of the 30th day after its last day (UTC,
 * the calendar the product's dates use). `endDate` is `YYYY-MM-DD`.
 */
export function bookingConversationOpenUntil(endDate: string): string {
  const end = new Date(`${endDate}T00:00:00.000Z`);
  end.setUTCDate(end.getUTCDate() + CONVERSATION_OPEN_DAYS_AFTER_END + 1);
  return end.toISOString();
}

/**
 * Whether a message's text holds a control character other than a line break or a tab:
 * a NUL byte or an escape sequence is never something a person typed. Every control
 * character counts (Unicode's Cc: C0, DEL and C1, whose U+009B starts an escape sequence too).
 */
export const hasControlCharacters = (text: string) => /(?![\n\t])\p{Cc}/u.test(text);

/** Line breaks as one character, so a message counts the same from every keyboard. */
export const normalizeLineBreaks = (text: string) => text.replace(/\r\n?/g, '\n');

const graphemes =
  typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('en', { granularity: 'grapheme' }) : null;

/**
 * Characters as people count them: an emoji is one, whatever it is made of (👋🏾 is two code
 * points, 🇬🇭 two, 👨‍👩‍👧 five). Where Intl.Segmenter is missing (an old browser), code points:
 * never fewer than the server counts, so a form never lets through what the server refuses.
 */
export function characterCount(text: string): number {
  if (!graphemes) return [...text].length;
  let count = 0;
  for (const _ of graphemes.segment(text)) count++;
  return count;
}

/**
 * Whether a text is at most `max` characters. A character may be several code points, but not
 * dozens: a text of more than 16 UTF-16 units a character on average (the longest emoji, 👩🏾‍❤️‍💋‍👨🏿,
 * takes 15) is too long whatever it counts, so stacked combining marks cannot make a message
 * megabytes.
 */
export const fitsIn = (text: string, max: number) => text.length <= max * 16 && characterCount(text) <= max;
