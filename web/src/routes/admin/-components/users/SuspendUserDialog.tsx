import { suspendAccountSchema } from '@akwaaba/domain';
import { useState } from 'react';
import * as v from 'valibot';
import { useSuspendAccount } from '#app/api/admin-users.ts';
import { apiProblemOf } from '#app/api/api-error.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { Dialog } from '#app/components/ui/Dialog.tsx';
import { NoteForm } from '../NoteForm.tsx';

/** The account the admin is about to suspend. */
export interface UserTarget {
  id: string;
  name: string;
}

/** Suspending an account requires a reason: it goes into the audit trail and the Users list. */
export function SuspendUserDialog({ target, onClose }: { target: UserTarget | null; onClose: () => void }) {
  return (
    <Dialog open={target !== null} onClose={onClose} title="Suspend account">
      {target && <SuspendForm key={target.id} target={target} onClose={onClose} />}
    </Dialog>
  );
}

function SuspendForm({ target, onClose }: { target: UserTarget; onClose: () => void }) {
  const suspend = useSuspendAccount();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    const checked = v.safeParse(suspendAccountSchema, { reason });
    if (!checked.success) return setError(checked.issues[0].message);
    setError(null);
    try {
      await suspend.mutateAsync({ id: target.id, reason: checked.output.reason });
      toast({
        title: 'Account suspended',
        description: `${target.name} is signed out and their listings are hidden.`,
      });
      onClose();
    } catch (failure) {
      const { message, fields } = apiProblemOf(failure);
      setError(fields.reason ?? message);
    }
  }

  return (
    <NoteForm
      about={`${target.name} will be signed out and cannot sign in; their listings leave search and their unpaid bookings are released. Confirmed bookings stay for you to resolve.`}
      label="Reason (required)"
      placeholder="Why is this account suspended? e.g. Fake listings reported by renters."
      note={reason}
      onNoteChange={setReason}
      error={error}
      pending={suspend.isPending}
      submitText="Suspend"
      refuses
      onCancel={onClose}
      onSubmit={() => void submit()}
    />
  );
}
