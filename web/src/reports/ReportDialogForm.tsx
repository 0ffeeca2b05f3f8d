import type { ComponentProps } from 'react';
import { toast } from '#app/components/toast/toast-store.ts';
import { DialogForm } from '#app/components/ui/Dialog.tsx';

/** A report's form in its dialog (a listing, a user, a message): its fields, then Cancel and Send report. */
export function ReportDialogForm(
  props: Omit<ComponentProps<typeof DialogForm>, 'submitText' | 'pendingText' | 'submitClassName'>,
) {
  return <DialogForm submitText="Send report" pendingText="Sending..." {...props} />;
}

/** The thanks once the server has the report: "Report sent", "Message reported". */
export const thankForReport = (title: string) =>
  toast({ title, description: 'Thank you. An admin will look at it.' });
