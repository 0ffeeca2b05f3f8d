import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from './notification-kinds';
import { inGsmAlphabet, notificationSms, smsSendableAt } from './notification-sms';
import { smsSegments } from './sms-segments';

const LINK = 'https://bookings.akwaaba-drive-ghana.example.com/notifications';
/** The longest a name, a car and an amount can be: 100-letter names, a long make and model, ₵9,999,999.99. */
const LONGEST = {
  carTitle: `2026 ${'Mercedes-Benz'.padEnd(40, 'x')} ${'GLE 450 4MATIC Coupe'.padEnd(60, 'y')}`,
  otherName: 'Oluwaseun-Nana-Kwabena-Adwoa'.padEnd(100, 'a'),
  amount: 999_999_999,
  count: 99,
  stay: 'Dec 10 - Dec 17',
};

describe('notification texts', () => {
  it('fit one GSM-7 SMS for every kind, with the longest names, car and amount, and end with the link', () => {
    for (const kind of NOTIFICATION_KINDS) {
      const text = notificationSms({ kind, ...LONGEST }, LINK);
      expect(smsSegments(text), `${kind}: ${text}`).toMatchObject({ encoding: 'GSM-7', segments: 1 });
      expect(text.startsWith('Akwaaba Drive: ')).toBe(true);
      expect(text.endsWith(` ${LINK}`)).toBe(true);
      // Its own words, cut down, never the catch-all.
      expect(text, kind).not.toContain('you have a new notification');
    }
  });

  it('tell the whole story when it fits: the person, the car, the days, the amount to the pesewa', () => {
    const facts = { carTitle: '2020 Toyota Corolla', otherName: 'Efua', stay: 'Dec 10 - Dec 17', count: 1 };
    const short = 'https://akwaaba.example/my-cars';
    expect(notificationSms({ kind: 'booking-requested', ...facts, amount: null }, short)).toBe(
      `Akwaaba Drive: Efua asks to book your 2020 Toyota Corolla (Dec 10 - Dec 17). Accept or decline within 12 hours: ${short}`,
    );
    // A longer link leaves out the days first.
    expect(notificationSms({ kind: 'booking-requested', ...facts, amount: null }, LINK)).toBe(
      `Akwaaba Drive: Efua asks to book your 2020 Toyota Corolla. Accept or decline within 12 hours: ${LINK}`,
    );
    expect(notificationSms({ kind: 'payout-sent', ...facts, amount: 141_750 }, LINK)).toBe(
      `Akwaaba Drive: Payout sent: GHS 1,417.50 for the 2020 Toyota Corolla. ${LINK}`,
    );
    // Cut only as far as needed: the amount stays whole when names are long.
    const long = notificationSms({ kind: 'trip-charged', ...LONGEST, amount: 35_000 }, LINK);
    expect(long).toContain('GHS 350.00');
  });

  it('write Twi letters and phone punctuation in the GSM alphabet', () => {
    expect(inGsmAlphabet('Ɛfua Nyamekyɛ – Kɔfi’s “car”')).toBe('Efua Nyamekye - Kofi\'s "car"');
    // ë is not in the alphabet (ä, ö, ü are): its accent goes.
    expect(inGsmAlphabet('Zoë Müller 🚗')).toBe('Zoe Müller ?');
    const text = notificationSms(
      { kind: 'message', carTitle: '2020 Toyota Corolla', otherName: 'Ɔkyeame 😀', amount: null },
      LINK,
    );
    expect(smsSegments(text).encoding).toBe('GSM-7');
    expect(text).toContain('Okyeame ?');
  });
});

describe('quiet hours (21:00 to 07:00 Ghana time)', () => {
  const at = (iso: string) => new Date(iso);
  it('hold a payout text until 07:00, and let a request to answer through at once', () => {
    expect(smsSendableAt('payout-sent', at('2026-12-01T20:59:00Z'))).toEqual(at('2026-12-01T20:59:00Z'));
    expect(smsSendableAt('payout-sent', at('2026-12-01T21:00:00Z'))).toEqual(at('2026-12-02T07:00:00Z'));
    expect(smsSendableAt('payout-sent', at('2026-12-02T03:30:00Z'))).toEqual(at('2026-12-02T07:00:00Z'));
    expect(smsSendableAt('payout-sent', at('2026-12-02T07:00:00Z'))).toEqual(at('2026-12-02T07:00:00Z'));
    expect(smsSendableAt('booking-requested', at('2026-12-01T23:10:00Z'))).toEqual(
      at('2026-12-01T23:10:00Z'),
    );
  });
});
