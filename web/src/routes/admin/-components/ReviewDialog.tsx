import { rejectCarSchema } from '@akwaaba/domain';
import { useState } from 'react';
import * as v from 'valibot';
import { useApproveCar, useRejectCar } from '#app/api/admin-cars.ts';
import { apiProblemOf } from '#app/api/api-error.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { Dialog, type TargetDialogProps } from '#app/components/ui/Dialog.tsx';
import { NoteForm } from './NoteForm.tsx';

export interface ReviewTarget {
  carId: string;
  carName: string;
  verdict: 'approve' | 'reject';
}

/**
 * The review-notes dialog: approving takes optional notes, rejecting requires them (they
 * tell the host what to fix, and show on their My Cars card).
 */
export function ReviewDialog({ target, onClose }: TargetDialogProps<ReviewTarget>) {
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={target?.verdict === 'reject' ? 'Reject listing' : 'Approve listing'}
    >
      {target && <ReviewForm key={`${target.carId}-${target.verdict}`} target={target} onClose={onClose} />}
    </Dialog>
  );
}

function ReviewForm({ target, onClose }: { target: ReviewTarget; onClose: () => void }) {
  const approve = useApproveCar();
  const reject = useRejectCar();
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const rejecting = target.verdict === 'reject';
  const pending = approve.isPending || reject.isPending;

  async function submit() {
    if (rejecting) {
      const checked = v.safeParse(rejectCarSchema, { notes });
      if (!checked.success) return setError(checked.issues[0].message);
    }
    setError(null);
    try {
      const mutation = rejecting ? reject : approve;
      await mutation.mutateAsync({ id: target.carId, notes });
      toast({
        title: rejecting ? 'Listing rejected' : 'Listing approved',
        description: rejecting
          ? `The host will see your notes on ${target.carName}.`
          : `${target.carName} is now live in Browse Cars.`,
      });
      onClose();
    } catch (failure) {
      const { message, fields } = apiProblemOf(failure);
      setError(fields.notes ?? message);
    }
  }

  return (
    <NoteForm
      about={target.carName}
      label={rejecting ? 'Review notes (required)' : 'Review notes (optional)'}
      placeholder={rejecting ? 'What must the host fix? e.g. The insurance certificate has expired.' : ''}
      note={notes}
      onNoteChange={setNotes}
      error={error}
      pending={pending}
      submitText={rejecting ? 'Reject' : 'Approve'}
      refuses={rejecting}
      onCancel={onClose}
      onSubmit={() => void submit()}
    />
  );
}
