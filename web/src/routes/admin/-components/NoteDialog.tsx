import { useState } from 'react';
import * as v from 'valibot';
import { apiProblemOf } from '#app/api/api-error.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { Dialog } from '#app/components/ui/Dialog.tsx';
import { NoteForm } from './NoteForm.tsx';

/** What an admin's verdict with a required note says and does. */
export interface NoteVerdict {
  /** The dialog's title: "Reject driver". */
  title: string;
  /** What or whom the verdict is about, shown above the note. */
  about: string;
  label: string;
  placeholder: string;
  submitText: string;
  /** A refusal's button is red. */
  refuses: boolean;
  /** The request's field for the text ('note' or 'reason'), checked by the domain's schema first. */
  field: 'note' | 'reason';
  schema: v.GenericSchema<unknown, Record<string, unknown>>;
  /** Sends the checked text. */
  send: (text: string) => Promise<unknown>;
  pending: boolean;
  /** The toast once it is done. */
  done: { title: string; description: string };
  /** A toast also on failure, titled so (the note's error shows in the form either way). */
  failureTitle?: string;
}

/**
 * An admin's verdict that needs a note (reject papers, suspend an account, resolve a report or a
 * damage case): the note is checked with the domain's schema before it is sent, the server's
 * refusal shows under it, and the dialog closes with a toast once done. A fresh form each time
 * it opens (`formKey`).
 */
export function NoteDialog({
  formKey,
  onClose,
  verdict,
}: {
  /** Null while closed; changes with the target, so each target gets an empty note. */
  formKey: string | null;
  onClose: () => void;
  verdict: NoteVerdict | null;
}) {
  return (
    <Dialog open={formKey !== null} onClose={onClose} title={verdict?.title ?? ''}>
      {formKey !== null && verdict && <VerdictForm key={formKey} verdict={verdict} onClose={onClose} />}
    </Dialog>
  );
}

function VerdictForm({ verdict, onClose }: { verdict: NoteVerdict; onClose: () => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    const checked = v.safeParse(verdict.schema, { [verdict.field]: text });
    if (!checked.success) return setError(checked.issues[0].message);
    setError(null);
    try {
      await verdict.send(String(checked.output[verdict.field]));
      toast(verdict.done);
      onClose();
    } catch (failure) {
      const { message, fields } = apiProblemOf(failure);
      setError(fields[verdict.field] ?? message);
      if (verdict.failureTitle)
        toast({ title: verdict.failureTitle, description: message, variant: 'destructive' });
    }
  }

  return (
    <NoteForm
      about={verdict.about}
      label={verdict.label}
      placeholder={verdict.placeholder}
      note={text}
      onNoteChange={setText}
      error={error}
      pending={verdict.pending}
      submitText={verdict.submitText}
      refuses={verdict.refuses}
      onCancel={onClose}
      onSubmit={() => void submit()}
    />
  );
}
