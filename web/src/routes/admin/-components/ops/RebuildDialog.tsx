import { Description } from '@headlessui/react';
import { apiProblemOf } from '#app/api/api-error.ts';
import { type ProjectionOps, useRebuildProjection } from '#app/api/operations.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { Dialog, DialogActions, type TargetDialogProps } from '#app/components/ui/Dialog.tsx';
import { PendingButton } from '#app/components/ui/PendingButton.tsx';
import { formatCount } from './ops-format.ts';

/**
 * Asks before a rebuild: it reads the whole event log again. On confirmation it starts the
 * rebuild (the server answers once it runs) and closes; a refusal (already running...) is
 * shown in the dialog, which stays open.
 */
export function RebuildDialog({ target, onClose }: TargetDialogProps<ProjectionOps>) {
  const rebuild = useRebuildProjection();
  const close = () => {
    rebuild.reset();
    onClose();
  };
  async function confirm() {
    if (!target) return;
    try {
      await rebuild.mutateAsync(target.name);
      toast({
        title: 'Rebuild started',
        description: `${target.name} is being rebuilt. Progress shows in the table.`,
      });
      close();
    } catch {
      // Shown in the dialog below.
    }
  }
  const resuming = target?.rebuild != null;
  return (
    <Dialog
      open={target !== null}
      onClose={close}
      title={
        <>
          {resuming ? 'Resume rebuild of' : 'Rebuild'} {target?.name}?
        </>
      }
    >
      <Description className="text-stone-700">
        A new copy of this read model is built from the first event, next to the one in use, and swapped in
        when it has caught up. The site keeps answering from the current copy meanwhile.
        {target?.activeGeneration != null && (
          <>
            {' '}
            It replaces generation {target.activeGeneration}, which is at checkpoint{' '}
            {target.checkpoint ?? '-'}.
          </>
        )}
        {target && target.lagEvents > 0 && <> {formatCount(target.lagEvents)} events are still waiting.</>}
      </Description>
      {rebuild.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {apiProblemOf(rebuild.error).message}
        </p>
      )}
      <DialogActions onCancel={close}>
        <PendingButton
          onClick={() => void confirm()}
          pending={rebuild.isPending}
          pendingLabel="Starting..."
          className={buttonClasses('primary')}
        >
          {resuming ? 'Resume rebuild' : 'Start rebuild'}
        </PendingButton>
      </DialogActions>
    </Dialog>
  );
}
