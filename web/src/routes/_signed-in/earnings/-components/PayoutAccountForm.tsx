import { MOBILE_MONEY_NETWORKS, networkOf } from '@akwaaba/domain/payouts/payout-account';
import type { PayoutAccountView } from '@akwaaba/domain/payouts/payouts.views';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { payoutBanksQueryOptions, useSetPayoutAccount } from '#app/api/payouts.ts';
import { LoadError } from '#app/components/LoadError.tsx';
import { showServerError } from '#app/components/toast/show-server-error.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { PhoneField, SelectField, TextField } from '#app/components/ui/Field.tsx';
import { RadioCard } from '#app/components/ui/RadioCard.tsx';
import { SubmitButton } from '#app/components/ui/SubmitButton.tsx';
import { bindField } from '#app/components/ui/use-schema-form.ts';
import { type PayoutAccountFormValues, payoutAccountResolver } from '#app/payouts/payout-account-form.ts';

const NETWORK_CHOICES = MOBILE_MONEY_NETWORKS.map((network) => ({
  value: network.code,
  label: network.name,
}));

const KINDS = [
  { value: 'mobile_money', label: 'Mobile Money' },
  { value: 'bank', label: 'Bank account' },
] as const;

/** The bank picker: its list is read only once the host chooses a bank account. */
function BankField(props: ReturnType<typeof bindField>) {
  const banks = useQuery(payoutBanksQueryOptions());
  if (banks.isError)
    return <LoadError what="the banks" error={banks.error} onRetry={() => banks.refetch()} layout="inline" />;
  return (
    <SelectField
      label="Bank"
      prompt={banks.isPending ? 'Loading banks...' : 'Choose your bank'}
      choices={(banks.data ?? []).map((bank) => ({ value: bank.code, label: bank.name }))}
      aria-busy={banks.isPending}
      {...props}
    />
  );
}

/**
 * Where the host is paid: a Mobile Money wallet (network, number) or a bank account, and the
 * name it is registered in. Checked as the server checks it, with its messages, so a wrong
 * length or a number of another network reads the same here as from the server.
 */
export function PayoutAccountForm({
  account,
  onSaved,
  onCancel,
}: {
  /** The account as it is, when changing it: its kind is chosen first. */
  account: PayoutAccountView | null;
  onSaved: () => void;
  /** Shown as Cancel when given (changing an account, not adding the first). */
  onCancel?: (() => void) | undefined;
}) {
  const setAccount = useSetPayoutAccount();
  // The server's schema, one kind at a time (see payout-account-form.ts): its messages, on leaving a field.
  const form = useForm({
    mode: 'onTouched',
    resolver: payoutAccountResolver,
    defaultValues: {
      type: account?.type ?? 'mobile_money',
      network: '',
      number: '',
      bankCode: '',
      accountNumber: '',
      name: account?.name ?? '',
      confirmNetwork: false,
    } satisfies PayoutAccountFormValues,
  });
  const type = form.watch('type');
  const network = form.watch('network');
  const confirmed = form.watch('confirmNetwork');
  // The warning is checked with the number and the network, so it shows as soon as the number's message would.
  const numberField = bindField(form, 'number', { deps: ['confirmNetwork'] });
  // Ghana has had number portability since 2011: a number on another network's prefix is a
  // warning the host may confirm, said instead of the number's error.
  const networkWarning = form.getFieldState('confirmNetwork', form.formState).error?.message;
  // Opened by Change: focus moves into the form, to the kind of account.
  const changing = onCancel !== undefined;
  useEffect(() => {
    if (changing) form.setFocus('type');
  }, [changing, form.setFocus]);
  const legendId = useId();

  const submit = form.handleSubmit(async (values) => {
    try {
      // The checked values leave confirmNetwork out; the server checks the network again, so it goes along.
      const confirmNetwork = values.type === 'mobile_money' && form.getValues('confirmNetwork');
      const saved = await setAccount.mutateAsync(confirmNetwork ? { ...values, confirmNetwork } : values);
      toast({ title: 'Payout account saved', description: `Your earnings go to ${saved.description}.` });
      onSaved();
    } catch (error) {
      showServerError(error, 'Could not save the payout account', form.setError);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <div className="grid gap-2">
        <span id={legendId} className="text-sm font-medium text-ink">
          Paid to
        </span>
        {/* A radio group named by its label: "Paid to, radio group" to a screen reader. */}
        <div role="radiogroup" aria-labelledby={legendId} className="flex flex-wrap gap-2">
          {KINDS.map((kind) => (
            <RadioCard key={kind.value} look="compact" value={kind.value} {...form.register('type')}>
              {kind.label}
            </RadioCard>
          ))}
        </div>
      </div>
      {type === 'bank' ? (
        <>
          <BankField {...bindField(form, 'bankCode')} />
          <TextField
            label="Account number"
            inputMode="numeric"
            autoComplete="off"
            {...bindField(form, 'accountNumber')}
          />
        </>
      ) : (
        <>
          <SelectField
            label="Network"
            prompt="Choose a network"
            choices={NETWORK_CHOICES}
            {...bindField(form, 'network', { deps: ['number', 'confirmNetwork'] })}
          />
          <PhoneField
            label="Mobile Money number"
            autoComplete="tel-national"
            hint="10 digits, like 055 123 4987"
            {...numberField}
            error={networkWarning ? undefined : numberField.error}
          />
          {(networkWarning || confirmed) && (
            <div className="grid gap-2 rounded-lg bg-amber-100 p-3 text-sm text-amber-950">
              {networkWarning && <p role="alert">{networkWarning}</p>}
              <label className="flex items-center gap-2 font-medium">
                <input
                  type="checkbox"
                  {...form.register('confirmNetwork', { deps: ['number'] })}
                  className="size-5"
                />
                This number is on {networkOf(network)?.name ?? 'this network'} (it was moved from another
                network)
              </label>
            </div>
          )}
        </>
      )}
      <TextField
        label="Name on the account"
        autoComplete="name"
        hint="As the network or bank has it registered"
        {...bindField(form, 'name')}
      />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={setAccount.isPending} pendingLabel="Saving..." layout="start">
          Save payout account
        </SubmitButton>
        {onCancel && (
          <button type="button" onClick={onCancel} className={buttonClasses('ghost')}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
