import { resolveReportSchema } from '@akwaaba/domain/reports/report.schemas';
import { useResolveReport } from '#app/api/reports.ts';
import type { TargetDialogProps } from '#app/components/ui/Dialog.tsx';
import { NoteDialog } from './NoteDialog.tsx';

/** The report the admin is about to resolve, and what it is about. */
export interface ReportTarget {
  id: string;
  about: string;
}

/** Resolving a report requires a note: what the admin did, kept with the report for the record. */
export function ResolveReportDialog({ target, onClose }: TargetDialogProps<ReportTarget>) {
  return (
    <NoteDialog
      target={target}
      onClose={onClose}
      mutation={useResolveReport()}
      verdict={(report) => ({
        title: 'Resolve report',
        about: report.about,
        label: 'What was done (required)',
        placeholder: "e.g. Spoke to the host; the listing's photos were replaced.",
        submitText: 'Resolve',
        refuses: false,
        field: 'note',
        schema: resolveReportSchema,
        request: (note) => ({ id: report.id, note }),
        done: { title: 'Report resolved', description: `The report on ${report.about} is closed.` },
      })}
    />
  );
}
