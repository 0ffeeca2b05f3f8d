import { describe, expect, it } from 'vitest';
import { notificationsWorthEmailing } from './notification-email';

describe('which notifications are e-mailed', () => {
  const at = new Date('2025-03-01T09:30:00Z');
  it('payment ones always; others unless turned off or read in the app', () => {
    const rows = [
      { kind: 'message', read_at: null },
      { kind: 'message', read_at: at },
      { kind: 'booking-created', read_at: null },
      { kind: 'review-received', read_at: null },
      { kind: 'payout-sent', read_at: at },
      { kind: 'booking-confirmed', read_at: null },
    ] as const;
    expect(notificationsWorthEmailing(rows, ['booking-created', 'booking-confirmed'])).toEqual([
      rows[0],
      rows[3],
      rows[4],
      rows[5],
    ]);
  });
});
