import type { PayoutAccountView } from '@akwaaba/domain/payouts/payouts.views';
import { useEffect, useRef, useState } from 'react';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { CardSection } from '#app/components/ui/CardSection.tsx';
import { PayoutAccountForm } from './PayoutAccountForm.tsx';

const KIND_NAMES = { mobile_money: 'Mobile Money', bank: 'Bank account' } as const;

/**
 * Where the host's earnings go: the form until they add an account; then the account ("MTN •••
 * 4987", the name) with Change, which opens the same form.
 */
export function PayoutAccountSection({ account }: { account: PayoutAccountView | null }) {
  const [changing, setChanging] = useState(false);
  const changeButton = useRef<HTMLButtonElement>(null);
  // Once the form closes (saved or cancelled), focus goes back to Change rather than the page's top.
  const [refocus, setRefocus] = useState(false);
  const closeForm = () => {
    setChanging(false);
    setRefocus(true);
  };
  useEffect(() => {
    if (refocus && changeButton.current) {
      changeButton.current.focus();
      setRefocus(false);
    }
  });
  return (
    <CardSection title="Payout account" titleClassName="text-xl font-bold" className="grid gap-4 p-4 sm:p-6">
      {account === null ? (
        <>
          <p className="text-stone-700">Add a payout account so we can send your earnings.</p>
          <PayoutAccountForm account={null} onSaved={closeForm} />
        </>
      ) : changing ? (
        <PayoutAccountForm account={account} onSaved={closeForm} onCancel={closeForm} />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="grid gap-0.5">
            <p className="text-lg font-semibold">{account.description}</p>
            <p className="text-sm text-stone-600">
              {account.name} · {KIND_NAMES[account.type]}
            </p>
          </div>
          <button
            ref={changeButton}
            type="button"
            onClick={() => setChanging(true)}
            className={buttonClasses('outline', 'sm')}
          >
            Change
          </button>
        </div>
      )}
    </CardSection>
  );
}
