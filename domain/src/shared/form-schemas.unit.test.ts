import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { hasControlCharacter, requiredText, withoutControlCharacters } from './form-schemas';
import { messagesOf, parsed } from './schema.testing';

const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f);

describe('hasControlCharacter', () => {
  it('finds every control character (C0, DEL, C1) in a one-line text, tab and line breaks included', () => {
    expect(hasControlCharacter('Ɔdɔ 👋🏾 ₵ « » Kumasi–Accra')).toBe(false);
    for (let code = 0; code <= 0xa0; code++)
      expect(hasControlCharacter(`a${String.fromCharCode(code)}b`), `U+${code.toString(16)}`).toBe(
        isControl(code),
      );
  });

  it('lets a multi-line text keep tabs and line breaks, and nothing else', () => {
    expect(hasControlCharacter('Clean car.\r\n\tAC works\nNo smoking', 'multi-line')).toBe(false);
    for (let code = 0; code <= 0xa0; code++) {
      const c = String.fromCharCode(code);
      expect(hasControlCharacter(`a${c}b`, 'multi-line'), `U+${code.toString(16)}`).toBe(
        isControl(code) && !'\t\n\r'.includes(c),
      );
    }
  });
});

describe('withoutControlCharacters', () => {
  const name = v.pipe(v.string(), withoutControlCharacters('Name'));
  const note = v.pipe(v.string(), withoutControlCharacters('Note', 'multi-line'));

  it('refuses a NUL, an escape or a C1 control, naming the field', () => {
    for (const text of ['Ama\u0000', '\u001b[31mAma', 'Ama\u009b2J'])
      expect(messagesOf(v.object({ name }), { name: text })).toEqual({
        name: ['Name must not contain control characters'],
      });
  });

  it('refuses a tab or a line break in one line, and keeps them in a multi-line text', () => {
    expect(messagesOf(v.object({ name }), { name: 'Ama\tMensah' })).toEqual({
      name: ['Name must not contain control characters'],
    });
    expect(parsed(note, 'First line\r\n\tSecond line')).toBe('First line\r\n\tSecond line');
    expect(messagesOf(v.object({ note }), { note: 'First line\u0000' })).toEqual({
      note: ['Note must not contain control characters'],
    });
  });
});

describe('requiredText', () => {
  const make = requiredText(
    'Make is required',
    50,
    'Make must be at most 50 characters',
    withoutControlCharacters('Make'),
  );

  it('trims, and refuses blank, long and control-character text with its own message', () => {
    expect(parsed(make, '  Toyota ')).toBe('Toyota');
    expect(messagesOf(v.object({ make }), { make: '  ' })).toEqual({ make: ['Make is required'] });
    expect(messagesOf(v.object({ make }), { make: 'x'.repeat(51) })).toEqual({
      make: ['Make must be at most 50 characters'],
    });
    expect(messagesOf(v.object({ make }), { make: 'Toy\u0000ota' })).toEqual({
      make: ['Make must not contain control characters'],
    });
  });
});
