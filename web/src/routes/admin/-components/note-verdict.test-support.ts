import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/** What an admin's verdict with a required note asks and sends, as a test tries it. */
export interface NoteVerdictTry {
  /** The button that opens the verdict's dialog: 'Reject Esi Ampofo'. */
  open: string;
  /** The dialog's title: 'Reject driver'. */
  dialog: string;
  /** The dialog's button that sends it: 'Reject', 'Resolve'. */
  submit: string;
  /** What the dialog says when the note is left empty. */
  refusal: string;
  /** The note field's label, and what the admin types in it. */
  label: string;
  note: string;
  /** The request the verdict is, 'POST /api/admin/reports/r1/resolve', and the body it carries. */
  call: string;
  body: unknown;
}

/**
 * Opens a verdict's dialog and tries it: sent with no note, it shows the refusal and sends
 * nothing; with the note typed, it sends the request with the (trimmed) note.
 */
export async function sendNoteVerdict(
  calls: readonly { call: string; body: unknown }[],
  { open, dialog: title, submit, refusal, label, note, call, body }: NoteVerdictTry,
) {
  await userEvent.click(await screen.findByRole('button', { name: open }));
  const dialog = await screen.findByRole('dialog', { name: title });
  await userEvent.click(within(dialog).getByRole('button', { name: submit }));
  expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
  expect(calls.some((c) => c.call === call)).toBe(false);

  await userEvent.type(within(dialog).getByLabelText(label), note);
  await userEvent.click(within(dialog).getByRole('button', { name: submit }));
  await waitFor(() => expect(calls.find((c) => c.call === call)?.body).toEqual(body));
}
