import { smsSegments } from '@akwaaba/domain/notifications/sms-segments';
import { describe, expect, it } from 'vitest';
import { phoneCodeText } from './account-sms.worker';

describe('the text of a phone code', () => {
  it('leads with the code and ends with the WebOTP line, in one GSM-7 SMS even on a long host name', () => {
    const publicUrl = 'https://bookings.akwaaba-drive-ghana.example.com';
    for (const purpose of ['verify', 'sign-in'] as const) {
      const text = phoneCodeText(purpose, '042917', publicUrl);
      expect(text.startsWith('042917 is your Akwaaba Drive')).toBe(true);
      expect(text.split('\n').at(-1)).toBe('@bookings.akwaaba-drive-ghana.example.com #042917');
      expect(smsSegments(text)).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    }
  });
});
