import { rejectDriverSchema } from '@akwaaba/domain';
import { useState } from 'react';
import * as v from 'valibot';
import { apiProblemOf } from '#app/api/api-error.ts';
import { useRejectDriver } from '#app/api/drivers.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { Dialog } from '#app/components/ui/Dialog.tsx';
import { NoteForm } from './NoteForm.tsx';

/** The renter whose licence and ID the admin is about to reject. */
export interface DriverTarget {
  id: string;
  name: string;
}

/** Rejecting a renter's documents requires a note: the renter reads it on Profile, to know what to fix. */
export function RejectDriverDialog({
  target,
  onClose,
}: {
  target: DriverTarget | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={target !== null} onClose={onClose} title="Reject driver">
      {target && <RejectForm key={target.id} target={target} onClose={onClose} />}
    </Dialog>
  );
}

function RejectForm({ target, onClose }: { target: DriverTarget; onClose: () => void }) {
  const reject = useRejectDriver();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    const checked = v.safeParse(rejectDriverSchema, { note });
    if (!checked.success) return setError(checked.issues[0].message);
    setError(null);
    try {
      await reject.mutateAsync({ id: target.id, note: checked.output.note });
      toast({ title: 'Driver rejected', description: `${target.name} will see your note on their Profile.` });
      onClose();
    } catch (failure) {
      const { message, fields } = apiProblemOf(failure);
      setError(fields.note ?? message);
    }
  }

  return (
    <NoteForm
      about={target.name}
      label="Note to the renter (required)"
      placeholder="What must the renter fix? e.g. The licence photo is blurred."
      note={note}
      onNoteChange={setNote}
      error={error}
      pending={reject.isPending}
      submitText="Reject"
      refuses
      onCancel={onClose}
      onSubmit={() => void submit()}
    />
  );
}
