import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { DialogForm } from '#app/components/ui/Dialog.tsx';
import { TextAreaField } from '#app/components/ui/Field.tsx';

/**
 * An admin's verdict in a dialog: what it is about, the note to the person concerned, and
 * the verdict's button (red when it refuses). Checking and sending are the caller's.
 */
export function NoteForm({
  about,
  label,
  placeholder,
  note,
  onNoteChange,
  error,
  pending,
  submitText,
  refuses,
  onCancel,
  onSubmit,
}: {
  about: string;
  label: string;
  placeholder: string;
  note: string;
  onNoteChange: (note: string) => void;
  error: string | null;
  pending: boolean;
  submitText: string;
  refuses: boolean;
  onCancel: () => void;
  onSubmit: () => void;
}) {
  return (
    <DialogForm
      onSubmit={onSubmit}
      onCancel={onCancel}
      pending={pending}
      submitText={submitText}
      pendingText="Saving..."
      submitClassName={buttonClasses(refuses ? 'danger' : 'primary')}
    >
      <p className="text-stone-700">{about}</p>
      <TextAreaField
        label={label}
        announceError
        value={note}
        onChange={(event) => onNoteChange(event.target.value)}
        placeholder={placeholder}
        error={error ?? undefined}
      />
    </DialogForm>
  );
}
