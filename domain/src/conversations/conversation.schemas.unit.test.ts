import { describe, expect, it } from 'vitest';
import { messagesOf, parsed } from '../shared/schema.testing';
import { messageText } from './conversation.decider';
import { CONVERSATION_MESSAGES as M } from './conversation.messages';
import { characterCount, hasControlCharacters } from './conversation.rules';
import { reportMessageSchema, resolveMessageReportSchema, sendMessageSchema } from './conversation.schemas';

describe('sendMessageSchema', () => {
  it('takes a text, trimmed with its line breaks as \\n, and an optional photo', () => {
    expect(parsed(sendMessageSchema, { text: '  Hello\r\nIs it free?\r ' })).toEqual({
      text: 'Hello\nIs it free?',
    });
    expect(parsed(sendMessageSchema, { text: 'Here', photo: '/objects/message-photos/a.jpg' })).toEqual({
      text: 'Here',
      photo: '/objects/message-photos/a.jpg',
    });
    expect(parsed(sendMessageSchema, { text: 'Here', photo: null })).toEqual({ text: 'Here', photo: null });
  });

  it.each([
    ['missing', {}],
    ['empty', { text: '' }],
    ['only spaces and line breaks', { text: ' \r\n\t ' }],
    ['not a string', { text: 42 }],
  ])('asks for a message when the text is %s', (_, input) => {
    expect(messagesOf(sendMessageSchema, input)).toEqual({ text: [M.textRequired] });
  });

  it('takes 2,000 characters, an emoji counting as one, and refuses 2,001', () => {
    for (const character of ['x', '😀', '👋🏾', '🇬🇭']) {
      expect(messagesOf(sendMessageSchema, { text: character.repeat(2000) })).toEqual({});
      expect(messagesOf(sendMessageSchema, { text: character.repeat(2001) })).toEqual({
        text: [M.textTooLong],
      });
    }
  });

  it('refuses control characters but not a line break or a tab', () => {
    for (const control of ['\u0000', '\u001b', '\u007f', '\u009b']) {
      expect(messagesOf(sendMessageSchema, { text: `a${control}b` })).toEqual({
        text: [M.textHasControlCharacters],
      });
    }
    expect(messagesOf(sendMessageSchema, { text: 'a\n\tb' })).toEqual({});
  });

  it('says the same as the decider about every text', () => {
    const texts = ['', ' ', 'ok', ' ok\r\n', 'a\u0000', 'a\u0085', 'x'.repeat(2001), '👋🏾'.repeat(2000)];
    for (const text of texts) {
      let decided: string;
      try {
        messageText(text);
        decided = '';
      } catch (error) {
        decided = (error as Error).message;
      }
      expect(messagesOf(sendMessageSchema, { text }).text?.[0] ?? '', JSON.stringify(text)).toBe(decided);
    }
  });

  it('refuses a photo that is not an object path', () => {
    expect(messagesOf(sendMessageSchema, { text: 'Here', photo: 7 })).toEqual({ photo: [M.photoInvalid] });
    expect(messagesOf(sendMessageSchema, { text: 'Here', photo: `/${'x'.repeat(200)}` })).toEqual({
      photo: [M.photoInvalid],
    });
    expect(messagesOf(sendMessageSchema, { text: 'Here', photo: '/objects/a\u0000.jpg' })).toEqual({
      photo: ['A photo path must not contain control characters'],
    });
  });
});

describe('reportMessageSchema', () => {
  it('takes no reason, or a reason trimmed, of at most 500 characters', () => {
    expect(parsed(reportMessageSchema, {})).toEqual({ reason: '' });
    expect(parsed(reportMessageSchema, { reason: '  Rude  ' })).toEqual({ reason: 'Rude' });
    expect(messagesOf(reportMessageSchema, { reason: 'x'.repeat(500) })).toEqual({});
    expect(messagesOf(reportMessageSchema, { reason: 'x'.repeat(501) })).toEqual({
      reason: [M.reportReasonTooLong],
    });
    expect(parsed(reportMessageSchema, { reason: 'Rude.\nTwice.' })).toEqual({ reason: 'Rude.\nTwice.' });
    expect(messagesOf(reportMessageSchema, { reason: 'Rude\u0000' })).toEqual({
      reason: ['Reason must not contain control characters'],
    });
  });
});

describe('resolveMessageReportSchema', () => {
  it('asks what the admin did, in at most 500 characters', () => {
    expect(parsed(resolveMessageReportSchema, { note: ' Warned the host ' })).toEqual({
      note: 'Warned the host',
    });
    expect(messagesOf(resolveMessageReportSchema, {})).toEqual({ note: [M.noteRequired] });
    expect(messagesOf(resolveMessageReportSchema, { note: '   ' })).toEqual({ note: [M.noteRequired] });
    expect(messagesOf(resolveMessageReportSchema, { note: 'x'.repeat(501) })).toEqual({
      note: [M.noteTooLong],
    });
    expect(messagesOf(resolveMessageReportSchema, { note: 'Warned\u0000' })).toEqual({
      note: ['Note must not contain control characters'],
    });
  });
});

describe('the rules the schemas and the decider share', () => {
  it('counts characters as people see them', () => {
    expect(characterCount('')).toBe(0);
    expect(characterCount('Akwaaba')).toBe(7);
    expect(characterCount('e\u0301')).toBe(1);
    expect(characterCount('👋🏾🇬🇭👨‍👩‍👧')).toBe(3);
  });

  it('finds every control character but a line break and a tab', () => {
    expect(hasControlCharacters('Hello\n\tthere')).toBe(false);
    expect(hasControlCharacters('Ɔdɔ 👋🏾 ₵ « »')).toBe(false);
    for (let code = 0; code <= 0x9f; code++) {
      const c = String.fromCharCode(code);
      const control = code < 0x20 || (code >= 0x7f && code <= 0x9f);
      expect(hasControlCharacters(`a${c}b`), `U+${code.toString(16)}`).toBe(
        control && c !== '\n' && c !== '\t',
      );
    }
  });
});
