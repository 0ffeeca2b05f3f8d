import { describe, expect, it } from 'vitest';
import { messagesOf, parsed } from '../shared/schema.testing';
import { describeAccount, PAYOUT_ACCOUNT_MESSAGES as M } from './payout-account';
import { payoutAccountSchema } from './payouts.contract';

const wallet = (network: string, number: string) => ({
  type: 'mobile_money',
  network,
  number,
  name: 'Ama Owusu',
});

describe('a payout account', () => {
  it('takes a Mobile Money number written as people write it, stored in E.164', () => {
    for (const written of ['055 123 4987', '0551234987', '+233 55 123 4987', '233551234987', '055-123-4987'])
      expect(parsed(payoutAccountSchema, wallet('MTN', written))).toMatchObject({ number: '+233551234987' });
    expect(parsed(payoutAccountSchema, wallet('VOD', '0201234567'))).toMatchObject({ network: 'VOD' });
    expect(parsed(payoutAccountSchema, wallet('ATL', '0271234567'))).toMatchObject({ network: 'ATL' });
  });

  it('refuses a number of the wrong length, a landline, and one that is no phone number', () => {
    for (const number of ['055123498', '05512349870', '0302123456', 'call me', '+44 20 7946 0958'])
      expect(messagesOf(payoutAccountSchema, wallet('MTN', number))).toEqual({ number: [M.numberInvalid] });
    expect(messagesOf(payoutAccountSchema, wallet('Glo', '0551234987'))).toEqual({
      network: [M.networkRequired],
    });
  });

  it('warns of a number on another network’s prefix, naming it, on the number and on confirmNetwork', () => {
    const telecelUnderMtn = '020 is not an MTN number. Please check the number or choose its network.';
    expect(messagesOf(payoutAccountSchema, wallet('MTN', '0201234567'))).toEqual({
      number: [telecelUnderMtn],
      confirmNetwork: [telecelUnderMtn],
    });
    expect(messagesOf(payoutAccountSchema, wallet('VOD', '0551234987'))).toEqual({
      number: ['055 is not a Telecel number. Please check the number or choose its network.'],
      confirmNetwork: ['055 is not a Telecel number. Please check the number or choose its network.'],
    });
    expect(
      messagesOf(payoutAccountSchema, { ...wallet('MTN', '0201234567'), confirmNetwork: false }),
    ).toEqual({
      number: [telecelUnderMtn],
      confirmNetwork: [telecelUnderMtn],
    });
  });

  it('takes a number ported from another network once the host confirms it, without keeping the confirmation', () => {
    expect(parsed(payoutAccountSchema, { ...wallet('MTN', '020 123 4567'), confirmNetwork: true })).toEqual({
      type: 'mobile_money',
      network: 'MTN',
      number: '+233201234567',
      name: 'Ama Owusu',
    });
    expect(
      parsed(payoutAccountSchema, { ...wallet('MTN', '0551234987'), confirmNetwork: true }),
    ).toMatchObject({
      number: '+233551234987',
    });
  });

  it('takes a bank account of 10 to 16 digits, and needs the holder’s name', () => {
    const bank = { type: 'bank', bankCode: 'GCB', accountNumber: '1234 5678 9012', name: 'Ama Owusu' };
    expect(parsed(payoutAccountSchema, bank)).toMatchObject({ accountNumber: '123456789012' });
    expect(messagesOf(payoutAccountSchema, { ...bank, accountNumber: '12345' })).toEqual({
      accountNumber: [M.accountNumberInvalid],
    });
    expect(messagesOf(payoutAccountSchema, { ...bank, name: '  ' })).toEqual({ name: [M.nameRequired] });
  });

  it('refuses control characters in the bank code and the name, C1 ones included', () => {
    const bank = { type: 'bank', bankCode: 'GCB\u0000', accountNumber: '1234567890', name: 'Ama\u0085Owusu' };
    expect(messagesOf(payoutAccountSchema, bank)).toEqual({
      bankCode: ['bankCode must not contain control characters'],
      name: ['name must not contain control characters'],
    });
  });

  it('is shown without its whole number', () => {
    expect(describeAccount(parsed(payoutAccountSchema, wallet('MTN', '0551234987')))).toBe('MTN ••• 4987');
  });
});
