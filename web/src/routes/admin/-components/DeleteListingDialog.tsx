import { useAdminDeleteCar } from '#app/api/admin-cars.ts';
import { showServerError } from '#app/components/toast/show-server-error.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { Dialog, DialogActions, type TargetDialogProps } from '#app/components/ui/Dialog.tsx';
import { PendingButton } from '#app/components/ui/PendingButton.tsx';

export interface DeleteTarget {
  carId: string;
  carName: string;
}

/** The delete confirmation: removing a listing cannot be undone (its history stays). */
export function DeleteListingDialog({ target, onClose }: TargetDialogProps<DeleteTarget>) {
  const remove = useAdminDeleteCar();
  async function confirm() {
    if (!target) return;
    try {
      await remove.mutateAsync(target.carId);
      toast({ title: 'Listing deleted', description: `${target.carName} has been removed.` });
      onClose();
    } catch (failure) {
      showServerError(failure, 'Could not delete the listing');
    }
  }
  return (
    <Dialog open={target !== null} onClose={onClose} title="Delete listing?">
      <p className="text-stone-700">
        {target?.carName} will be removed from Akwaaba Drive for good. The host is not asked first.
      </p>
      <DialogActions onCancel={onClose}>
        <PendingButton
          onClick={() => void confirm()}
          pending={remove.isPending}
          pendingLabel="Deleting..."
          className={buttonClasses('danger')}
        >
          Delete Listing
        </PendingButton>
      </DialogActions>
    </Dialog>
  );
}
