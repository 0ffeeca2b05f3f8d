import type { ReportSubject } from '@akwaaba/domain/reports/report.events';
import type { ReportReason } from '@akwaaba/domain/reports/report.rules';
import { fileReportSchema } from '@akwaaba/domain/reports/report.schemas';
import { useId, useState } from 'react';
import * as v from 'valibot';
import { useFileReport } from '#app/api/reports.ts';
import { showServerError } from '#app/components/toast/show-server-error.ts';
import { Dialog } from '#app/components/ui/Dialog.tsx';
import { TextAreaField } from '#app/components/ui/Field.tsx';
import { ReportDialogForm, thankForReport } from './ReportDialogForm.tsx';
import { REASONS_FOR, reasonLabel } from './report-reasons.ts';

/**
 * Reporting a car listing or a user to the admins: a reason from the short list and, in the
 * reporter's words, what is wrong (required with "Other"). The form checks the domain's own
 * schema before sending; the server's refusals (already reported, not found) come as a toast.
 */
export function ReportDialog({
  subject,
  title,
  open,
  onClose,
}: {
  subject: ReportSubject;
  /** "Report this listing" or "Report this user". */
  title: string;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      {open && <ReportForm subject={subject} onClose={onClose} />}
    </Dialog>
  );
}

type Errors = Partial<Record<'reason' | 'details', string>>;

function ReportForm({ subject, onClose }: { subject: ReportSubject; onClose: () => void }) {
  const fileReport = useFileReport();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const reasonErrorId = useId();

  async function submit() {
    const checked = v.safeParse(fileReportSchema, { subject, reason: reason ?? undefined, details });
    if (!checked.success) {
      const flat = v.flatten<typeof fileReportSchema>(checked.issues).nested ?? {};
      return setErrors({ reason: flat.reason?.[0], details: flat.details?.[0] });
    }
    setErrors({});
    try {
      await fileReport.mutateAsync(checked.output);
      thankForReport('Report sent');
      onClose();
    } catch (failure) {
      const problem = showServerError(failure, 'Report not sent');
      setErrors({ reason: problem.fields.reason, details: problem.fields.details });
    }
  }

  return (
    <ReportDialogForm onSubmit={() => void submit()} onCancel={onClose} pending={fileReport.isPending}>
      <fieldset className="grid gap-2" aria-describedby={errors.reason ? reasonErrorId : undefined}>
        <legend className="text-sm font-medium text-ink">Reason</legend>
        {REASONS_FOR[subject.kind].map((option) => (
          <label key={option} className="flex items-center gap-2 text-stone-700">
            <input
              type="radio"
              name="reason"
              value={option}
              checked={reason === option}
              onChange={() => setReason(option)}
              className="size-4 accent-brand-700"
            />
            {reasonLabel(option)}
          </label>
        ))}
        {errors.reason && (
          <p id={reasonErrorId} role="alert" className="text-sm text-red-700">
            {errors.reason}
          </p>
        )}
      </fieldset>
      <TextAreaField
        label="Details"
        hint="Required when the reason is Other."
        announceError
        value={details}
        onChange={(event) => setDetails(event.target.value)}
        error={errors.details}
      />
    </ReportDialogForm>
  );
}
