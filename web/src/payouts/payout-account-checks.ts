import type { PayoutAccountInput } from '@akwaaba/domain/payouts/payout-account';
import { withoutControlCharacters } from '@akwaaba/domain/shared/form-schemas';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { Resolver } from 'react-hook-form';
import * as v from 'valibot';

/*
 * The payout form's checks: the two alternatives of the domain's payoutAccountSchema, with its
 * networks, messages and number normalizer. A copy, because of the budget of '/' and '/cars':
 * domain/src/payouts/payout-account.ts builds the schema with v.variant at its top level, so
 * importing anything from it (even MOBILE_MONEY_NETWORKS) keeps that call, and valibot is one
 * module: variant's code would join the valibot chunk every page loads (about 280 bytes
 * gzipped, past /cars' budget). payout-account-checks.test.ts holds the copy equal to the
 * domain: the same networks and messages, and the same values and messages for the same
 * inputs. When the domain keeps the variant in a module of its own, this copy goes.
 */

type MobileMoneyNetwork = 'MTN' | 'VOD' | 'ATL';

export const MOBILE_MONEY_NETWORKS: readonly {
  code: MobileMoneyNetwork;
  name: string;
  prefixes: readonly string[];
}[] = [
  { code: 'MTN', name: 'MTN', prefixes: ['024', '025', '053', '054', '055', '059'] },
  { code: 'VOD', name: 'Telecel', prefixes: ['020', '050'] },
  { code: 'ATL', name: 'AirtelTigo', prefixes: ['026', '027', '056', '057'] },
];

export const PAYOUT_ACCOUNT_MESSAGES = {
  networkRequired: 'Please choose MTN, Telecel or AirtelTigo',
  numberInvalid: 'A Mobile Money number has 10 digits and starts with 0, like 055 123 4987',
  wrongNetwork: (prefix: string, network: string) =>
    `${prefix} is not a ${network} number. Please check the number or choose its network.`,
  nameRequired: 'Please enter the name the account is registered in',
  nameTooLong: 'The name must be at most 100 characters',
  bankRequired: 'Please choose your bank',
  accountNumberInvalid: 'A bank account number has 10 to 16 digits',
};
const M = PAYOUT_ACCOUNT_MESSAGES;

const networkOf = (code: string) => MOBILE_MONEY_NETWORKS.find((network) => network.code === code);

/** A Ghanaian phone number as 10 digits from 0: spaces and dashes go, +233 or 233 becomes 0. */
export function normalizedMobileNumber(input: string): string {
  const digits = input.replace(/[\s-]/g, '');
  if (/^\+233\d{9}$/.test(digits)) return `0${digits.slice(4)}`;
  if (/^233\d{9}$/.test(digits)) return `0${digits.slice(3)}`;
  return digits;
}

const NETWORK_CODES = MOBILE_MONEY_NETWORKS.map((network) => network.code) as [
  MobileMoneyNetwork,
  ...MobileMoneyNetwork[],
];

const accountName = v.pipe(
  v.string(M.nameRequired),
  v.trim(),
  v.nonEmpty(M.nameRequired),
  v.maxLength(100, M.nameTooLong),
  withoutControlCharacters('name'),
);

export const mobileMoneyAccountChecks = v.pipe(
  v.object({
    type: v.literal('mobile_money'),
    network: v.picklist(NETWORK_CODES, M.networkRequired),
    number: v.pipe(
      v.string(M.numberInvalid),
      v.transform(normalizedMobileNumber),
      v.regex(/^0\d{9}$/, M.numberInvalid),
    ),
    name: accountName,
  }),
  v.forward(
    v.check(
      ({ network, number }) => (networkOf(network)?.prefixes ?? []).includes(number.slice(0, 3)),
      (issue) => {
        const { network, number } = issue.input as { network: string; number: string };
        return M.wrongNetwork(number.slice(0, 3), networkOf(network)?.name ?? network);
      },
    ),
    ['number'],
  ),
);

export const bankAccountChecks = v.object({
  type: v.literal('bank'),
  bankCode: v.pipe(v.string(M.bankRequired), v.trim(), v.nonEmpty(M.bankRequired), v.maxLength(20)),
  accountNumber: v.pipe(
    v.string(M.accountNumberInvalid),
    v.transform((input: string) => input.replace(/[\s-]/g, '')),
    v.regex(/^\d{10,16}$/, M.accountNumberInvalid),
  ),
  name: accountName,
});

/** The payout form's values: both kinds' fields, the kind chosen deciding which are sent. */
export interface PayoutAccountFormValues {
  type: 'mobile_money' | 'bank';
  network: string;
  number: string;
  bankCode: string;
  accountNumber: string;
  name: string;
}

const mobileMoneyResolver = valibotResolver(mobileMoneyAccountChecks);
const bankResolver = valibotResolver(bankAccountChecks);

/**
 * Checks the form as PUT /api/payout-account will: the chosen kind's fields (the other kind's
 * are left out of what is sent), with the server's messages; the number normalized.
 */
export const payoutAccountResolver: Resolver<PayoutAccountFormValues, unknown, PayoutAccountInput> = (
  values,
  context,
  options,
) =>
  (values.type === 'bank' ? bankResolver : mobileMoneyResolver)(
    values as never,
    context,
    options as never,
  ) as never;
