import { describe, expect, it } from 'vitest';
import { DEFAULT_PROTECTION_PLANS, protectionPlansFrom, protectionPlanTerms } from './protection-plans';

const plan = (overrides: Record<string, unknown> = {}) => ({
  id: 'minimum',
  name: 'Minimum',
  dailyFee: '0',
  liabilityCap: '10000',
  covers: ['Third-party liability'],
  notCovered: ['Fuel'],
  ...overrides,
});

describe('the operator’s protection plans file', () => {
  it('reads cedi amounts into pesewas, and a fee as a fixed amount or a share of the daily price', () => {
    expect(
      protectionPlansFrom([
        plan(),
        plan({ id: 'gold', name: 'Gold', dailyFee: undefined, dailyFeePercent: 20, liabilityCap: '750.50' }),
      ]),
    ).toEqual(
      [
        { ...plan(), dailyFee: undefined, fee: { kind: 'fixed', dailyAmount: 0 }, liabilityCap: 1_000_000 },
        {
          ...plan({ id: 'gold', name: 'Gold' }),
          dailyFee: undefined,
          fee: { kind: 'share', percent: 20 },
          liabilityCap: 75_050,
        },
      ].map(({ dailyFee: _, ...rest }) => rest),
    );
  });

  it.each([
    [[], 'must list at least one plan'],
    [[plan({ id: 'standard' })], 'must offer the "minimum" plan with a dailyFee of "0"'],
    [[plan({ dailyFee: '5' })], 'must offer the "minimum" plan with a dailyFee of "0"'],
    [[plan(), plan()], 'lists a plan id twice'],
    [[plan(), plan({ id: 'Gold' })], '1.id: id must be lowercase letters, digits and dashes'],
    [[plan(), plan({ id: 'gold', dailyFeePercent: 10 })], '1: a plan has either dailyFee or dailyFeePercent'],
    [
      [plan(), plan({ id: 'gold', liabilityCap: 'lots' })],
      '1.liabilityCap: liabilityCap must be a cedi amount such as "45" or "45.50"',
    ],
    [[plan({ colour: 'gold' })], '0.colour: Invalid key'],
  ])('refuses %j, naming the problem', (file, problem) => {
    expect(() => protectionPlansFrom(file)).toThrow(problem as string);
  });

  it('offers Minimum, Standard and Premier by default, reading back from their terms', () => {
    expect(DEFAULT_PROTECTION_PLANS.map(protectionPlanTerms)).toMatchObject([
      { id: 'minimum', dailyFee: '0.00', dailyFeePercent: null, liabilityCap: '10000.00' },
      { id: 'standard', dailyFee: '45.00', liabilityCap: '3000.00' },
      { id: 'premier', dailyFee: '90.00', liabilityCap: '500.00' },
    ]);
  });
});
