import { describe, expect, it } from 'vitest';
import { aProjection } from './ops-fixtures.ts';
import { formatAge, formatCount, formatRate, healthOf, rebuildPercent } from './ops-format.ts';

describe('ops formatting', () => {
  it('writes counts, ages and rates as an operator reads them', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatAge(0)).toBe('0 s');
    expect(formatAge(4.25)).toBe('4.3 s');
    expect(formatAge(185)).toBe('3 min');
    expect(formatAge(7500)).toBe('2 h 5 min');
    expect(formatAge(7200)).toBe('2 h');
    expect(formatRate(3.14)).toBe('3.1');
    expect(formatRate(1234.5)).toBe('1,235');
  });

  it('shows rebuild progress in whole percent, never over 100', () => {
    expect(rebuildPercent({ generation: 2, eventsDone: 1, eventsTotal: 3, running: true })).toBe(33);
    expect(rebuildPercent({ generation: 2, eventsDone: 0, eventsTotal: 0, running: true })).toBe(100);
    expect(rebuildPercent({ generation: 2, eventsDone: 12, eventsTotal: 10, running: true })).toBe(100);
  });

  it('names the worst state of a projection', () => {
    expect(healthOf(aProjection())).toBe('healthy');
    expect(healthOf(aProjection({ lagSeconds: 31 }))).toBe('behind');
    expect(healthOf(aProjection({ lagEvents: 10_001 }))).toBe('behind');
    expect(healthOf(aProjection({ runnerActive: false, lagSeconds: 31 }))).toBe('stopped');
    expect(
      healthOf(
        aProjection({
          runnerActive: false,
          lastError: { message: 'x', position: null, at: '', attempts: 1 },
        }),
      ),
    ).toBe('failing');
    expect(
      healthOf(aProjection({ rebuild: { generation: 2, eventsDone: 1, eventsTotal: 2, running: true } })),
    ).toBe('rebuilding');
  });
});
