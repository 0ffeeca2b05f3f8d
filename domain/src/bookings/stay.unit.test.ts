import { isValid, parse } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCalendarDate, stayText } from './stay';

/** What date-fns makes of the text: the reference the hand-written parser must agree with. */
function byDateFns(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const date = parse(text, 'yyyy-MM-dd', new Date(0));
  return isValid(date) ? date : null;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

describe('parseCalendarDate', () => {
  it('reads a real date as that day at local midnight', () => {
    expect(parseCalendarDate('2025-03-05')).toEqual(new Date(2025, 2, 5));
    expect(parseCalendarDate('2024-02-29')).toEqual(new Date(2024, 1, 29));
  });

  it('refuses dates that do not exist and text that is not yyyy-MM-dd', () => {
    for (const text of [
      '2025-02-29',
      '2025-02-30',
      '2025-13-01',
      '2025-00-10',
      '2025-04-31',
      '2025-3-5',
      ' 2025-03-05',
      '2025-03-05T00:00',
      '',
    ])
      expect(parseCalendarDate(text)).toBeNull();
  });

  it('agrees with date-fns on any yyyy-MM-dd shaped text, leap years and small years included', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        (y, m, d) => {
          const text = `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
          expect(parseCalendarDate(text)?.getTime() ?? null).toBe(byDateFns(text)?.getTime() ?? null);
        },
      ),
      { numRuns: 5000 },
    );
  });
});

describe('stayText', () => {
  it('names the pick-up and the return day, as both parties read them', () => {
    expect(stayText({ startDate: '2026-12-10', endDate: '2026-12-17' })).toBe('Dec 10 – Dec 17');
    expect(stayText({ startDate: '2026-12-31', endDate: '2027-01-02' })).toBe('Dec 31 – Jan 2');
  });
});
