import type { TripStage } from '@akwaaba/domain/trips/trip.events';
import { TRIP_MESSAGES as M } from '@akwaaba/domain/trips/trip.rules';
import { type FormEvent, useState } from 'react';
import { apiProblemOf } from '#app/api/api-error.ts';
import { useAnswerTripRecord } from '#app/api/trips.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { TextAreaField } from '#app/components/ui/Field.tsx';
import { PendingButton } from '#app/components/ui/PendingButton.tsx';
import { SubmitButton } from '#app/components/ui/SubmitButton.tsx';

/**
 * The other party's answer to a handover or return record: Confirm it as it stands, or Dispute
 * it saying what is wrong (the note is required; both parties and the admin see it).
 */
export function AnswerRecord({ bookingId, stage }: { bookingId: string; stage: TripStage }) {
  const answer = useAnswerTripRecord();
  const [disputing, setDisputing] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function send(choice: 'confirm' | 'dispute') {
    try {
      await answer.mutateAsync({ bookingId, input: { stage, answer: choice, note } });
      toast({
        title: choice === 'confirm' ? `You confirmed the ${stage}` : `You disputed the ${stage}`,
        description:
          choice === 'confirm'
            ? 'Thank you. It is now agreed by both of you.'
            : 'The other party sees your note.',
      });
    } catch (failure) {
      const problem = apiProblemOf(failure);
      if (problem.fields.note) setError(problem.fields.note);
      toast({ title: `Could not answer the ${stage}`, description: problem.message, variant: 'destructive' });
    }
  }

  function dispute(event: FormEvent) {
    event.preventDefault();
    if (note.trim() === '') return setError(M.disputeNoteRequired);
    setError(undefined);
    void send('dispute');
  }

  if (disputing)
    return (
      <form noValidate onSubmit={dispute} className="grid gap-3 rounded-lg border border-stone-200 p-3">
        <TextAreaField
          label={`What is wrong with the ${stage} record?`}
          rows={3}
          autoFocus
          announceError
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={error}
        />
        <div className="flex flex-wrap gap-3">
          <SubmitButton pending={answer.isPending} pendingLabel="Sending..." layout="start">
            Send dispute
          </SubmitButton>
          <button type="button" onClick={() => setDisputing(false)} className={buttonClasses('outline')}>
            Cancel
          </button>
        </div>
      </form>
    );
  return (
    <div className="flex flex-wrap gap-3">
      <PendingButton
        onClick={() => void send('confirm')}
        pending={answer.isPending}
        pendingLabel="Saving..."
        aria-busy={answer.isPending}
        aria-label={answer.isPending ? undefined : `Confirm the ${stage}`}
        className={buttonClasses('primary', 'md', 'flex-1 sm:flex-none')}
      >
        Confirm
      </PendingButton>
      <button
        type="button"
        onClick={() => setDisputing(true)}
        disabled={answer.isPending}
        aria-label={`Dispute the ${stage}`}
        className={buttonClasses('outline', 'md', 'flex-1 text-red-700 sm:flex-none')}
      >
        Dispute
      </button>
    </div>
  );
}
