import { useState } from 'react';
import * as v from 'valibot';
import { apiProblemOf } from '#app/api/api-error.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { Dialog } from '#app/components/ui/Dialog.tsx';
import { NoteForm } from './NoteForm.tsx';

/** What an admin's verdict with a required note says, and the request it sends. */
export interface NoteVerdict<Request> {
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
  /** The request that carries the checked text. */
  request: (text: string) => Request;
  /** The toast once it is done. */
  done: { title: string; description: string };
  /** A toast also on failure, titled so (the note's error shows in the form either way). */
  failureTitle?: string;
}

/** A mutation as TanStack Query gives it: what NoteDialog needs of it. */
interface NoteMutation<Request> {
  mutateAsync: (request: Request) => Promise<unknown>;
  isPending: boolean;
}

/**
 * An admin's verdict that needs a note (reject papers, suspend an account, resolve a report or a
 * damage case) on the target the dialog is open for (null: closed): the note is checked with the
 * domain's schema before it is sent, the server's refusal shows under it, and the dialog closes
 * with a toast once done. The form is made anew each time the dialog opens, so it starts empty.
 */
export function NoteDialog<Target, Request>({
  target,
  onClose,
  mutation,
  verdict,
}: {
  target: Target | null;
  onClose: () => void;
  mutation: NoteMutation<Request>;
  verdict: (target: Target) => NoteVerdict<Request>;
}) {
  const shown = target === null ? null : verdict(target);
  return (
    <Dialog open={shown !== null} onClose={onClose} title={shown?.title ?? ''}>
      {shown && <VerdictForm verdict={shown} mutation={mutation} onClose={onClose} />}
    </Dialog>
  );
}

function VerdictForm<Request>({
  verdict,
  mutation,
  onClose,
}: {
  verdict: NoteVerdict<Request>;
  mutation: NoteMutation<Request>;
  onClose: () => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    const checked = v.safeParse(verdict.schema, { [verdict.field]: text });
    if (!checked.success) return setError(checked.issues[0].message);
    setError(null);
    try {
      await mutation.mutateAsync(verdict.request(String(checked.output[verdict.field])));
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
      pending={mutation.isPending}
      submitText={verdict.submitText}
      refuses={verdict.refuses}
      onCancel={onClose}
      onSubmit={() => void submit()}
    />
  );
}
