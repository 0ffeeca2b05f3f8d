import { reportMessageSchema } from '@akwaaba/domain/conversations/conversation.schemas';
import type { MessageView } from '@akwaaba/domain/conversations/conversation.views';
import { useState } from 'react';
import * as v from 'valibot';
import { useReportMessage } from '#app/api/conversations.ts';
import { showServerError } from '#app/components/toast/show-server-error.ts';
import { Dialog, type TargetDialogProps } from '#app/components/ui/Dialog.tsx';
import { TextAreaField } from '#app/components/ui/Field.tsx';
import { MessageText } from '#app/conversations/MessageText.tsx';
import { ReportDialogForm, thankForReport } from '#app/reports/ReportDialogForm.tsx';

/** The message about to be reported, and who sent it. */
export interface ReportTarget {
  message: MessageView;
  senderName: string;
}

/**
 * Reporting the other side's message to the admins, with a reason if the reporter wants to give
 * one (checked by the domain's schema). The message shows as "Reported" once the server has it.
 */
export function ReportMessageDialog({
  conversationId,
  target,
  onClose,
}: TargetDialogProps<ReportTarget> & { conversationId: string }) {
  return (
    <Dialog open={target !== null} onClose={onClose} title="Report this message">
      {target && (
        <ReportForm
          key={target.message.id}
          conversationId={conversationId}
          target={target}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function ReportForm({
  conversationId,
  target,
  onClose,
}: {
  conversationId: string;
  target: ReportTarget;
  onClose: () => void;
}) {
  const report = useReportMessage(conversationId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);

  async function submit() {
    const checked = v.safeParse(reportMessageSchema, { reason });
    if (!checked.success) return setError(checked.issues[0].message);
    setError(undefined);
    try {
      await report.mutateAsync({ messageId: target.message.id, body: checked.output });
      thankForReport('Message reported');
      onClose();
    } catch (failure) {
      setError(showServerError(failure, 'Report not sent').fields.reason);
    }
  }

  return (
    <ReportDialogForm onSubmit={() => void submit()} onCancel={onClose} pending={report.isPending}>
      <figure className="grid gap-1 rounded-lg bg-stone-50 p-3">
        <figcaption className="text-sm font-semibold text-stone-600">{target.senderName} wrote:</figcaption>
        <MessageText text={target.message.text} className="max-h-40 overflow-y-auto text-stone-800" />
      </figure>
      <p className="text-sm text-stone-700">
        An admin will read this message and the ones around it, and decide what to do.
      </p>
      <TextAreaField
        label="Reason (optional)"
        hint="What is wrong with it, in a few words. At most 500 characters."
        rows={3}
        announceError
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={error}
      />
    </ReportDialogForm>
  );
}
