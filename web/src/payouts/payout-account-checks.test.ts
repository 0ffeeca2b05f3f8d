import * as domain from '@akwaaba/domain/payouts/payout-account';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  bankAccountChecks,
  MOBILE_MONEY_NETWORKS,
  mobileMoneyAccountChecks,
  normalizedMobileNumber,
  PAYOUT_ACCOUNT_MESSAGES,
} from './payout-account-checks.ts';

const mobile = (network: string, number: string, name = 'Ama Mensah') => ({
  type: 'mobile_money',
  network,
  number,
  name,
});
const bank = (bankCode: string, accountNumber: string, name = 'Ama Mensah') => ({
  type: 'bank',
  bankCode,
  accountNumber,
  name,
});

const INPUTS = [
  mobile('MTN', '0551234987'),
  mobile('MTN', '+233 55 123 4987'),
  mobile('MTN', '233551234987'),
  mobile('MTN', '055-123-4987', '  Ama  '),
  mobile('MTN', '0201234567'),
  mobile('VOD', '0201234567'),
  mobile('VOD', '0551234567'),
  mobile('ATL', '0271234567'),
  mobile('ATL', '02712'),
  mobile('', '0551234987'),
  mobile('XYZ', '0551234987'),
  mobile('MTN', ''),
  mobile('MTN', '0551234987', ''),
  mobile('MTN', '0551234987', '   '),
  mobile('MTN', '0551234987', 'x'.repeat(101)),
  mobile('MTN', '0551234987', 'Ama\u0007'),
  mobile('MTN', 'abcdefghij'),
  bank('058', '0123456789'),
  bank('058', '0123 4567 8901'),
  bank('', '0123456789'),
  bank('   ', '0123456789'),
  bank('058', '12345'),
  bank('058', '12345678901234567'),
  bank('058', '01234567ab'),
  bank('x'.repeat(21), '0123456789'),
  bank('058', '0123456789', ''),
  // As the form holds them: the other kind's fields too, which are not sent.
  { ...mobile('MTN', '0551234987'), bankCode: '', accountNumber: '' },
  { ...bank('058', '0123456789'), network: '', number: '' },
];

const answer = (result: v.SafeParseResult<v.GenericSchema>) =>
  result.success
    ? { output: result.output }
    : { issues: result.issues.map((issue) => ({ path: v.getDotPath(issue), message: issue.message })) };

describe('the payout form’s checks', () => {
  it('have the domain’s networks and messages', () => {
    expect(MOBILE_MONEY_NETWORKS).toEqual(domain.MOBILE_MONEY_NETWORKS);
    const { noAccount: _onlyTheServers, wrongNetwork, ...messages } = domain.PAYOUT_ACCOUNT_MESSAGES;
    const { wrongNetwork: copiedWrongNetwork, ...copied } = PAYOUT_ACCOUNT_MESSAGES;
    expect(copied).toEqual(messages);
    expect(copiedWrongNetwork('020', 'MTN')).toBe(wrongNetwork('020', 'MTN'));
    for (const number of ['+233551234987', '233551234987', '055 123-4987', '+2335512'])
      expect(normalizedMobileNumber(number)).toBe(domain.normalizedMobileNumber(number));
  });

  it.each(INPUTS)('answer as the domain’s schema does: %o', (input) => {
    const checks = input.type === 'bank' ? bankAccountChecks : mobileMoneyAccountChecks;
    expect(answer(v.safeParse(checks, input) as never)).toEqual(
      answer(v.safeParse(domain.payoutAccountSchema, input) as never),
    );
  });
});
