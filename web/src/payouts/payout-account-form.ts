import {
  bankAccountSchema,
  mobileMoneyAccountSchema,
  type PayoutAccountInput,
} from '@akwaaba/domain/payouts/payout-account';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { Resolver } from 'react-hook-form';

/** The payout form's values: both kinds' fields, the kind chosen deciding which are sent. */
export interface PayoutAccountFormValues {
  type: 'mobile_money' | 'bank';
  network: string;
  number: string;
  bankCode: string;
  accountNumber: string;
  name: string;
  /** The host confirms a number on another network's prefix is on the chosen network (ported). */
  confirmNetwork: boolean;
}

const mobileMoneyResolver = valibotResolver(mobileMoneyAccountSchema);
const bankResolver = valibotResolver(bankAccountSchema);

/**
 * Checks the form as PUT /api/payout-account will, with the domain's schema of the chosen kind
 * (the other kind's fields are left out of what is sent): the server's messages, the number
 * normalized. One kind at a time, because the server's schema of both (v.variant, in the
 * contract) would be code every page downloads.
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
