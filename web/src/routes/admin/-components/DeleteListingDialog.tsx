import { useAdminDeleteCar } from '#app/api/admin-cars.ts';
import { apiProblemOf } from '#app/api/api-error.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { Dialog, DialogActions } from '#app/components/ui/Dialog.tsx';

export interface DeleteTarget {
  carId: string;
  carName: string;
}

/** The delete confirmation: removing a listing cannot be undone (its history stays). */
export function DeleteListingDialog({
  target,
  onClose,
}: {
  target: DeleteTarget | null;
  onClose: () => void;
}) {
  const remove = useAdminDeleteCar();
  async function confirm() {
    if (!target) return;
    try {
      await remove.mutateAsync(target.carId);
      toast({ title: 'Listing deleted', description: `${target.carName} has been removed.` });
      onClose();
    } catch (failure) {
      toast({
        title: 'Could not delete the listing',
        description: apiProblemOf(failure).message,
        variant: 'destructive',
      });
    }
  }
  return (
    <Dialog open={target !== null} onClose={onClose} title="Delete listing?">
      <p className="text-stone-700">
        {target?.carName} will be removed from Akwaaba Drive for good. The host is not asked first.
      </p>
      <DialogActions onCancel={onClose}>
        <button
          type="button"
          onClick={() => void confirm()}
          disabled={remove.isPending}
          className={buttonClasses('primary', 'md', 'bg-red-700 hover:bg-red-800')}
        >
          {remove.isPending ? 'Deleting...' : 'Delete Listing'}
        </button>
      </DialogActions>
    </Dialog>
  );
}
