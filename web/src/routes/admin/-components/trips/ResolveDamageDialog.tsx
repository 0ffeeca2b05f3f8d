import { resolveDamageCaseSchema } from '@akwaaba/domain/booking/trip.schemas';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { apiProblemOf } from '#app/api/api-error.ts';
import { useResolveDamageCase } from '#app/api/trips.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { Dialog, DialogActions } from '#app/components/ui/Dialog.tsx';
import { TextAreaField } from '#app/components/ui/Field.tsx';
import { SubmitButton } from '#app/components/ui/SubmitButton.tsx';

export interface ResolveTarget {
  bookingId: string;
  carName: string;
}

/** Resolving a damage case: a note both parties see (required). A returned trip then completes. */
export function ResolveDamageDialog({
  target,
  onClose,
}: {
  target: ResolveTarget | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={target !== null} onClose={onClose} title="Resolve the damage case">
      {target && <ResolveForm key={target.bookingId} target={target} onClose={onClose} />}
    </Dialog>
  );
}

function ResolveForm({ target, onClose }: { target: ResolveTarget; onClose: () => void }) {
  const resolve = useResolveDamageCase();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = v.safeParse(resolveDamageCaseSchema, { note });
    if (!checked.success) return setError(checked.issues[0].message);
    setError(undefined);
    try {
      await resolve.mutateAsync({ bookingId: target.bookingId, note: checked.output.note });
      toast({
        title: 'Damage case resolved',
        description: `Both parties of the ${target.carName} trip see your note.`,
      });
      onClose();
    } catch (failure) {
      const problem = apiProblemOf(failure);
      setError(problem.fields.note ?? problem.message);
      toast({ title: 'Could not resolve the case', description: problem.message, variant: 'destructive' });
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <p className="text-stone-700">{target.carName}</p>
      <TextAreaField
        label="Note for both parties (required)"
        announceError
        value={note}
        onChange={(event) => setNote(event.target.value)}
        placeholder="e.g. The scratch was there before the trip: see the handover photo of the left side."
        error={error}
      />
      <DialogActions onCancel={onClose}>
        <SubmitButton pending={resolve.isPending} pendingLabel="Saving..." layout="start">
          Resolve case
        </SubmitButton>
      </DialogActions>
    </form>
  );
}
