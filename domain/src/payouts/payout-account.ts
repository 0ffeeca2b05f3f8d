import * as v from 'valibot';
import { withoutControlCharacters } from '../shared/form-schemas';
import { phoneNumberE164 } from '../shared/phone-number';

/**
 * Where a host is paid (issue 14): a Mobile Money wallet on one of Ghana's three networks, or
 * a Ghanaian bank account. Codes are Paystack's bank codes for each network.
 */
export const MOBILE_MONEY_NETWORKS = [
  // Prefixes as the National Communications Authority numbered them, after Vodafone became Telecel.
  { code: 'MTN', name: 'MTN', prefixes: ['024', '025', '053', '054', '055', '059'] },
  { code: 'VOD', name: 'Telecel', prefixes: ['020', '050'] },
  { code: 'ATL', name: 'AirtelTigo', prefixes: ['026', '027', '056', '057'] },
] as const;

export type MobileMoneyNetwork = (typeof MOBILE_MONEY_NETWORKS)[number]['code'];
const NETWORK_CODES = MOBILE_MONEY_NETWORKS.map((network) => network.code) as [
  MobileMoneyNetwork,
  ...MobileMoneyNetwork[],
];

export const PAYOUT_ACCOUNT_MESSAGES = {
  networkRequired: 'Please choose MTN, Telecel or AirtelTigo',
  numberInvalid: 'A Mobile Money number has 10 digits and starts with 0, like 055 123 4987',
  // "an MTN number", "an AirtelTigo number", "a Telecel number": the article goes by how it is said.
  wrongNetwork: (prefix: string, network: string) =>
    `${prefix} is not ${/^(MTN|[AEIOU])/.test(network) ? 'an' : 'a'} ${network} number. Please check the number or choose its network.`,
  nameRequired: 'Please enter the name the account is registered in',
  nameTooLong: 'The name must be at most 100 characters',
  bankRequired: 'Please choose your bank',
  accountNumberInvalid: 'A bank account number has 10 to 16 digits',
  noAccount: 'Add a payout account first, so we know where to send your earnings.',
} as const;
const M = PAYOUT_ACCOUNT_MESSAGES;

export const networkOf = (code: string) => MOBILE_MONEY_NETWORKS.find((network) => network.code === code);

/** The network whose prefix a Ghanaian number ('+233551234987') carries: MTN's 055, by the table above. */
export function prefixNetworkOf(e164: string) {
  const prefix = mobileNumberPrefix(e164);
  return MOBILE_MONEY_NETWORKS.find((network) => (network.prefixes as readonly string[]).includes(prefix));
}

/** '055' of '+233551234987': the prefix as Ghanaians say it. */
const mobileNumberPrefix = (e164: string) => `0${e164.slice(4, 6)}`;

/** A Mobile Money number in E.164 (ADR 0034): Ghanaian, and on one of the networks' prefixes. */
const isMobileMoneyNumber = (e164: string | null): e164 is string =>
  e164 !== null && /^\+233\d{9}$/.test(e164) && prefixNetworkOf(e164) !== undefined;

const accountName = v.pipe(
  v.string(M.nameRequired),
  v.trim(),
  v.nonEmpty(M.nameRequired),
  v.maxLength(100, M.nameTooLong),
  withoutControlCharacters('name'),
);

/**
 * Whether a number sits on the chosen network by its prefix. Ghana has had number portability
 * since 2011, so a number on another network's prefix may well be on this one: that is a
 * warning the host confirms (`confirmNetwork: true`), not a refusal.
 */
const onChosenNetwork = ({
  network,
  number,
  confirmNetwork,
}: {
  network: string;
  number: string;
  confirmNetwork?: boolean;
}) => confirmNetwork === true || prefixNetworkOf(number)?.code === network;

const wrongNetworkMessage = (issue: { input: unknown }) => {
  const { network, number } = issue.input as { network: string; number: string };
  return M.wrongNetwork(mobileNumberPrefix(number), networkOf(network)?.name ?? network);
};

/**
 * A Mobile Money wallet: its network, its number (in E.164), the name it is registered in. A
 * number on another network's prefix is refused with the warning on `number` and on
 * `confirmNetwork`, the field that says the host may confirm it; `confirmNetwork` itself is
 * not kept.
 */
export const mobileMoneyAccountSchema = v.pipe(
  v.object({
    type: v.literal('mobile_money'),
    network: v.picklist(NETWORK_CODES, M.networkRequired),
    number: v.pipe(
      v.string(M.numberInvalid),
      v.maxLength(30, M.numberInvalid),
      v.transform(phoneNumberE164),
      v.check(isMobileMoneyNumber, M.numberInvalid),
      v.transform((number) => number as string),
    ),
    name: accountName,
    /** The host says the number is on the chosen network although its prefix is another's (a ported number). */
    confirmNetwork: v.optional(v.boolean()),
  }),
  // confirmNetwork first: a form that stops at the first issue shows the warning with its checkbox.
  v.forward(
    v.check((account) => onChosenNetwork(account), wrongNetworkMessage),
    ['confirmNetwork'],
  ),
  v.forward(
    v.check((account) => onChosenNetwork(account), wrongNetworkMessage),
    ['number'],
  ),
  v.transform(({ confirmNetwork: _confirmed, ...account }) => account),
);

/** A Ghanaian bank account: the bank's code, the account number, the holder's name. */
export const bankAccountSchema = v.object({
  type: v.literal('bank'),
  bankCode: v.pipe(
    v.string(M.bankRequired),
    v.trim(),
    v.nonEmpty(M.bankRequired),
    v.maxLength(20),
    withoutControlCharacters('bankCode'),
  ),
  accountNumber: v.pipe(
    v.string(M.accountNumberInvalid),
    v.transform((input: string) => input.replace(/[\s-]/g, '')),
    v.regex(/^\d{10,16}$/, M.accountNumberInvalid),
  ),
  name: accountName,
});

/*
 * The two are put together by `type` in payouts.contract.ts (PUT /api/payout-account): a
 * contract's schemas stay out of the web build, whereas the payout form checks one kind at a
 * time with these, so it shows the server's messages without shipping v.variant to every page.
 */

/** A payout account as PUT /api/payout-account takes it, after its checks. */
export type PayoutAccountInput =
  | v.InferOutput<typeof mobileMoneyAccountSchema>
  | v.InferOutput<typeof bankAccountSchema>;

/** "MTN ••• 4987": how screens show an account without its whole number. */
export function describeAccount(account: PayoutAccountInput, bankName?: string): string {
  const last4 = (account.type === 'mobile_money' ? account.number : account.accountNumber).slice(-4);
  const where =
    account.type === 'mobile_money'
      ? (networkOf(account.network)?.name ?? account.network)
      : (bankName ?? 'Bank');
  return `${where} ••• ${last4}`;
}
