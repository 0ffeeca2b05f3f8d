import { DialogBackdrop, DialogPanel, DialogTitle, Dialog as HeadlessDialog } from '@headlessui/react';
import type { ReactNode } from 'react';
import { buttonClasses } from './button-classes.ts';

/** The props of a dialog opened for one thing: shown while `target` is set, `onClose` closes it. */
export interface TargetDialogProps<Target> {
  target: Target | null;
  onClose: () => void;
}

/**
 * The product's dialog: a sheet from the bottom on a phone, centred from `sm` up, with its
 * title. Headless UI traps focus inside, gives it back on close, and closes on Escape or
 * the backdrop; the dialog is named by its title for screen readers.
 */
export function Dialog({
  open,
  onClose,
  title,
  wide = false,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** For tables and timelines: 42rem instead of 28rem from `sm` up. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <HeadlessDialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <div className="fixed inset-0 flex items-end justify-center overflow-y-auto sm:items-center sm:p-6">
        <DialogPanel
          className={`grid w-full gap-4 rounded-t-xl bg-white p-5 shadow-xl sm:rounded-xl ${wide ? 'max-w-2xl' : 'max-w-md'}`}
        >
          <DialogTitle className="text-xl font-bold">{title}</DialogTitle>
          {children}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}

/** A dialog's closing row: the way out (Cancel unless named otherwise), then the dialog's action. */
export function DialogActions({
  onCancel,
  cancelLabel = 'Cancel',
  children,
}: {
  onCancel: () => void;
  cancelLabel?: string;
  /** The action button. */
  children: ReactNode;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <button type="button" onClick={onCancel} className={buttonClasses('outline')}>
        {cancelLabel}
      </button>
      {children}
    </div>
  );
}

/** The closing row of a dialog that only shows something: Close. */
export function DialogClose({ onClose }: { onClose: () => void }) {
  return (
    <div className="flex justify-end">
      <button type="button" onClick={onClose} className={buttonClasses('outline')}>
        Close
      </button>
    </div>
  );
}

/**
 * A dialog's form: its fields, then Cancel and the submit button, disabled and saying
 * `pendingText` while it sends. Checking and sending are `onSubmit`'s.
 */
export function DialogForm({
  onSubmit,
  onCancel,
  pending,
  submitText,
  pendingText,
  submitClassName = buttonClasses('primary'),
  children,
}: {
  onSubmit: () => void;
  onCancel: () => void;
  pending: boolean;
  submitText: string;
  pendingText: string;
  submitClassName?: string;
  /** The fields, and what the form is about. */
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className="grid gap-4"
    >
      {children}
      <DialogActions onCancel={onCancel}>
        <button type="submit" disabled={pending} className={submitClassName}>
          {pending ? pendingText : submitText}
        </button>
      </DialogActions>
    </form>
  );
}
