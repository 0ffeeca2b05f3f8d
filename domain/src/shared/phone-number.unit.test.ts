import { describe, expect, it } from 'vitest';
import { phoneNumberHref, phoneNumberShown } from './phone-display';
import {
  ghanaianNationalNumber,
  PHONE_NUMBER_EXAMPLE,
  phoneNumberE164,
  phoneNumberForForm,
  storedPhoneNumber,
} from './phone-number';

describe('phoneNumberE164', () => {
  it('reads every way Ghanaians write a number', () => {
    for (const written of [
      '0244123456',
      '024 412 3456',
      '0244 123 456',
      '024-412-3456',
      '(024) 412 3456',
      '+233 24 412 3456',
      '+233244123456',
      '233244123456',
      '233 24 412 3456',
      '00233 24 412 3456',
      '+233 (0)24 412 3456',
      ' 024 412 3456 ',
    ])
      expect(phoneNumberE164(written), written).toBe('+233244123456');
  });

  it('takes every network’s numbers, and landlines, which are phone numbers too (not Mobile Money)', () => {
    expect(phoneNumberE164('020 123 4567')).toBe('+233201234567');
    expect(phoneNumberE164('055 123 4987')).toBe('+233551234987');
    expect(phoneNumberE164('027 123 4567')).toBe('+233271234567');
    expect(phoneNumberE164('0302-123456')).toBe('+233302123456');
  });

  it('takes a number of another country when it has its country code', () => {
    expect(phoneNumberE164('+44 20 7946 0958')).toBe('+442079460958');
  });

  it('refuses what is not a phone number', () => {
    for (const written of [
      '',
      'call me',
      '12345',
      '024412345',
      '02441234567',
      '0111234567',
      '024 412 3456 ext',
      'call 0244123456',
    ])
      expect(phoneNumberE164(written), written).toBeNull();
  });

  it('names an example that is itself valid', () => {
    expect(phoneNumberE164(PHONE_NUMBER_EXAMPLE)).toBe('+233244123456');
  });
});

describe('storedPhoneNumber (numbers recorded before one format)', () => {
  it('keeps a valid number in E.164 however it was typed', () => {
    expect(storedPhoneNumber('0244 123 456')).toBe('+233244123456');
    expect(storedPhoneNumber('+233 24 412 3456')).toBe('+233244123456');
    expect(storedPhoneNumber('+233244123456')).toBe('+233244123456');
  });

  it('keeps one that is not a valid number as typed, and none as none', () => {
    expect(storedPhoneNumber('1234567')).toBe('1234567');
    expect(storedPhoneNumber(null)).toBeNull();
    expect(storedPhoneNumber(undefined)).toBeNull();
    expect(storedPhoneNumber('  ')).toBeNull();
  });
});

describe('ghanaianNationalNumber (Paystack’s form of a Mobile Money number)', () => {
  it('answers the 10 digits from 0', () => {
    expect(ghanaianNationalNumber('+233551234987')).toBe('0551234987');
    expect(ghanaianNationalNumber('055 123 4987')).toBe('0551234987');
    expect(ghanaianNationalNumber('+442079460958')).toBeNull();
    expect(ghanaianNationalNumber('12345')).toBeNull();
  });
});

describe('showing and dialling a stored number', () => {
  it('shows a Ghanaian number the Ghanaian way and dials it in E.164', () => {
    expect(phoneNumberShown('+233244123456')).toBe('024 412 3456');
    expect(phoneNumberHref('+233244123456')).toBe('tel:+233244123456');
  });

  it('shows any other number as stored and dials its digits', () => {
    expect(phoneNumberShown('+442079460958')).toBe('+442079460958');
    expect(phoneNumberShown('12-34 567')).toBe('12-34 567');
    expect(phoneNumberHref('12-34 567')).toBe('tel:1234567');
  });

  it('shows the same text in the phone forms, which carry the library', () => {
    for (const stored of ['+233244123456', '+233302123456', '12-34 567'])
      expect(phoneNumberForForm(stored)).toBe(phoneNumberShown(stored));
    expect(phoneNumberForForm('+233302123456')).toBe('030 212 3456');
    expect(phoneNumberForForm('+442079460958')).toBe('+44 20 7946 0958');
  });

  it('turns an old number, read through the read models, into the same text and link', () => {
    for (const typed of ['0244 123 456', '+233 24 412 3456', '0244123456']) {
      const stored = storedPhoneNumber(typed)!;
      expect(phoneNumberShown(stored)).toBe('024 412 3456');
      expect(phoneNumberHref(stored)).toBe('tel:+233244123456');
    }
  });
});
