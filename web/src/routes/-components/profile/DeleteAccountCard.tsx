import { closeAccountSchema } from '@akwaaba/domain';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useCloseAccount } from '#app/api/account.ts';
import { showServerError } from '#app/components/toast/show-server-error.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { CardSection } from '#app/components/ui/CardSection.tsx';
import { Dialog, DialogForm } from '#app/components/ui/Dialog.tsx';
import { PasswordField } from '#app/components/ui/Field.tsx';
import { bindField, useSchemaForm } from '#app/components/ui/use-schema-form.ts';

const WHAT_HAPPENS =
  'Your name, contact details, photos, papers and the messages you wrote are erased for good, and you are signed out everywhere. ' +
  'Your cars leave search. Bookings and payouts keep their amounts, under "Deleted user". ' +
  'You cannot delete your account while a booking is upcoming or under way, or while earnings are still to be paid to you.';

/** Closing the account for good, confirmed in a dialog with the password. */
export function DeleteAccountCard() {
  const [confirming, setConfirming] = useState(false);
  return (
    <CardSection title="Delete account">
      <p className="text-sm text-stone-600">{WHAT_HAPPENS}</p>
      <div>
        <button type="button" onClick={() => setConfirming(true)} className={buttonClasses('danger')}>
          Delete account
        </button>
      </div>
      <DeleteAccountDialog open={confirming} onClose={() => setConfirming(false)} />
    </CardSection>
  );
}

function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const close = useCloseAccount();
  const navigate = useNavigate();
  const form = useSchemaForm(closeAccountSchema, { defaultValues: { password: '' } });
  const cancel = () => {
    form.reset();
    onClose();
  };
  const onSubmit = form.handleSubmit((values) =>
    close.mutate(values, {
      onSuccess: () => {
        toast({
          title: 'Account deleted',
          description: 'Your account is closed and your details are erased.',
        });
        void navigate({ to: '/' });
      },
      onError: (error) => showServerError(error, 'Account not deleted', form.setError),
    }),
  );
  return (
    <Dialog open={open} onClose={cancel} title="Delete your account?">
      <DialogForm
        onSubmit={() => void onSubmit()}
        onCancel={cancel}
        pending={close.isPending}
        submitText="Delete account"
        pendingText="Deleting..."
        submitClassName={buttonClasses('danger')}
      >
        <p className="text-sm text-stone-600">This cannot be undone. {WHAT_HAPPENS}</p>
        <PasswordField
          label="Password"
          autoComplete="current-password"
          hint="Enter your password to confirm."
          {...bindField(form, 'password')}
        />
      </DialogForm>
    </Dialog>
  );
}
