import { resolveReportSchema } from '@akwaaba/domain/reports/report.schemas';
import { useState } from 'react';
import * as v from 'valibot';
import { apiProblemOf } from '#app/api/api-error.ts';
import { useResolveReport } from '#app/api/reports.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { Dialog } from '#app/components/ui/Dialog.tsx';
import { NoteForm } from './NoteForm.tsx';

/** The report the admin is about to resolve, and what it is about. */
export interface ReportTarget {
  id: string;
  about: string;
}

/** Resolving a report requires a note: what the admin did, kept with the report for the record. */
export function ResolveReportDialog({
  target,
  onClose,
}: {
  target: ReportTarget | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={target !== null} onClose={onClose} title="Resolve report">
      {target && <ResolveForm key={target.id} target={target} onClose={onClose} />}
    </Dialog>
  );
}

function ResolveForm({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const resolve = useResolveReport();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    const checked = v.safeParse(resolveReportSchema, { note });
    if (!checked.success) return setError(checked.issues[0].message);
    setError(null);
    try {
      await resolve.mutateAsync({ id: target.id, note: checked.output.note });
      toast({ title: 'Report resolved', description: `The report on ${target.about} is closed.` });
      onClose();
    } catch (failure) {
      const { message, fields } = apiProblemOf(failure);
      setError(fields.note ?? message);
    }
  }

  return (
    <NoteForm
      about={target.about}
      label="What was done (required)"
      placeholder="e.g. Spoke to the host; the listing's photos were replaced."
      note={note}
      onNoteChange={setNote}
      error={error}
      pending={resolve.isPending}
      submitText="Resolve"
      refuses={false}
      onCancel={onClose}
      onSubmit={() => void submit()}
    />
  );
}
