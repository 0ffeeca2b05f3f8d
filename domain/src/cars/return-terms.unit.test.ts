import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RETURN_TERMS,
  NO_RETURN_TERMS,
  returnTermsLines,
  returnTermsOf,
  returnTermsOfView,
} from './return-terms';

describe('return terms', () => {
  it('are none for a car listed before them, and the car’s own otherwise', () => {
    expect(returnTermsOf({})).toEqual(NO_RETURN_TERMS);
    expect(returnTermsOf({ ...DEFAULT_RETURN_TERMS })).toEqual(DEFAULT_RETURN_TERMS);
    expect(returnTermsOfView({})).toEqual(NO_RETURN_TERMS);
    expect(
      returnTermsOfView({
        includedKmPerDay: 250,
        extraKmFee: '1.50',
        fuelEighthFee: '100.00',
        lateHourFee: '50.00',
      }),
    ).toEqual(DEFAULT_RETURN_TERMS);
  });

  it('say in plain words what the return may cost', () => {
    expect(returnTermsLines({ ...DEFAULT_RETURN_TERMS, includedKmPerDay: 1_250 })).toEqual([
      '1,250 km a day included, then ₵1.50 a kilometre',
      'Bring the fuel back to the level you found it, or pay ₵100 an eighth of a tank',
      '₵50 an hour started after the return time, once 30 minutes’ grace are over',
    ]);
    expect(returnTermsLines(NO_RETURN_TERMS)).toEqual([
      'Unlimited kilometres',
      'No charge for fuel',
      'No charge for a late return',
    ]);
    expect(returnTermsLines({ ...NO_RETURN_TERMS, includedKmPerDay: 300 })[0]).toBe(
      '300 km a day included, nothing charged beyond',
    );
  });
});
