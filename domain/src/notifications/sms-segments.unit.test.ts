import { describe, expect, it } from 'vitest';
import { smsSegments } from './sms-segments';

describe('smsSegments', () => {
  it('sends a plain text in GSM-7, one part up to 160 characters, then parts of 153', () => {
    expect(smsSegments('Your booking is confirmed. Pay GHS 250.00 by 18:00.')).toEqual({
      encoding: 'GSM-7',
      units: 51,
      segments: 1,
    });
    expect(smsSegments('a'.repeat(160)).segments).toBe(1);
    expect(smsSegments('a'.repeat(161)).segments).toBe(2);
    expect(smsSegments('a'.repeat(306)).segments).toBe(2);
    expect(smsSegments('a'.repeat(307)).segments).toBe(3);
  });

  it('counts the extension table (€ { } [ ] ~ ^ | \\) as two characters', () => {
    expect(smsSegments('€{}[]~^|\\')).toEqual({ encoding: 'GSM-7', units: 18, segments: 1 });
    expect(smsSegments('{'.repeat(80)).segments).toBe(1);
    expect(smsSegments('{'.repeat(81)).segments).toBe(2);
  });

  it('never splits an escaped character across two parts', () => {
    // 152 + 2 + 152 septets: 306 would fill two parts of 153, but the € cannot end the first.
    expect(smsSegments(`${'a'.repeat(152)}€${'a'.repeat(152)}`)).toEqual({
      encoding: 'GSM-7',
      units: 306,
      segments: 3,
    });
  });

  it('sends the whole text as UCS-2 once one character is outside GSM-7, such as the cedi sign', () => {
    expect(smsSegments('Pay ₵250.00')).toEqual({ encoding: 'UCS-2', units: 11, segments: 1 });
    expect(smsSegments('GHS 250.00').encoding).toBe('GSM-7');
    expect(smsSegments('It’s booked').encoding).toBe('UCS-2');
    expect(smsSegments('₵'.repeat(70)).segments).toBe(1);
    expect(smsSegments('₵'.repeat(71)).segments).toBe(2);
    expect(smsSegments('₵'.repeat(134)).segments).toBe(2);
    expect(smsSegments('₵'.repeat(135)).segments).toBe(3);
  });

  it('counts an emoji as two UTF-16 units and keeps its pair in one part', () => {
    expect(smsSegments('🚗')).toEqual({ encoding: 'UCS-2', units: 2, segments: 1 });
    // 66 units, then a pair that does not fit the first part's 67.
    expect(smsSegments(`${'₵'.repeat(66)}🚗${'₵'.repeat(66)}`).segments).toBe(3);
  });

  it('knows the accented letters GSM-7 has and those it has not', () => {
    expect(smsSegments('Café à Genève? ¿Sí!').encoding).toBe('UCS-2'); // è is in GSM-7, í is not
    expect(smsSegments('Ça va, Müller? Åse. ñ').encoding).toBe('GSM-7');
    expect(smsSegments('Ɔkwan pa').encoding).toBe('UCS-2');
  });

  it('takes no part for an empty text', () => {
    expect(smsSegments('')).toEqual({ encoding: 'GSM-7', units: 0, segments: 0 });
  });
});
