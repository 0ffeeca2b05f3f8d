import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { carHistoryQueryOptions } from '#app/api/admin-cars.ts';
import { LoadError } from '#app/components/LoadError.tsx';
import { Dialog, DialogClose, type TargetDialogProps } from '#app/components/ui/Dialog.tsx';

export interface HistoryTarget {
  carId: string;
  carName: string;
}

const ROLE_LABELS: Record<string, string> = { admin: 'admin', user: 'host', system: 'the product' };

/** A listing's audit trail as a timeline: every step, who did it and as what, when, and their notes. */
export function HistoryDialog({ target, onClose }: TargetDialogProps<HistoryTarget>) {
  return (
    <Dialog open={target !== null} onClose={onClose} title={`History: ${target?.carName ?? ''}`} wide>
      {target && <Timeline carId={target.carId} />}
      <DialogClose onClose={onClose} />
    </Dialog>
  );
}

function Timeline({ carId }: { carId: string }) {
  // Not suspense: the dialog's own read, which loads and fails inside the dialog.
  const history = useQuery(carHistoryQueryOptions(carId));
  if (history.isPending) return <p role="status">Loading...</p>;
  if (history.isError)
    return <LoadError what="the history" error={history.error} onRetry={history.refetch} layout="inline" />;
  return (
    <ol className="grid max-h-[60vh] gap-0 overflow-y-auto border-l-2 border-brand-100 pl-4">
      {history.data.map((step) => (
        <li key={step.revision} className="relative pb-4">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.4rem] size-3 rounded-full bg-brand-700"
          />
          <p className="font-semibold">{step.summary}</p>
          {step.detail && <p className="text-sm text-stone-700">{step.detail}</p>}
          {step.notes && <p className="text-sm text-stone-900">Notes: “{step.notes}”</p>}
          <p className="text-sm text-stone-600">
            By {step.actor.name} ({ROLE_LABELS[step.actor.role] ?? step.actor.role}) ·{' '}
            <time dateTime={step.at}>{format(new Date(step.at), 'MMM d, yyyy, HH:mm')}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
