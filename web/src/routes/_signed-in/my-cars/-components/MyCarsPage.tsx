import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiProblemOf } from '#app/api/api-error.ts';
import { type ManagedCar, myCarsQueryOptions, useDeleteCar } from '#app/api/my-cars.ts';
import { CarListSkeleton } from '#app/cars/CarCardSkeleton.tsx';
import { LoadError } from '#app/components/LoadError.tsx';
import { toast } from '#app/components/toast/toast-store.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { CarFormDialog } from './CarFormDialog.tsx';
import { HostBookings } from './HostBookings.tsx';
import { MyCarCard } from './MyCarCard.tsx';

type DialogState = { open: false } | { open: true; car: ManagedCar | null };

/** My Cars: the host's listings in every state, with the Add/Edit dialog and deletion. */
export function MyCarsPage() {
  const cars = useQuery(myCarsQueryOptions());
  const deleteCar = useDeleteCar();
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const addCar = () => setDialog({ open: true, car: null });

  async function remove(car: ManagedCar) {
    if (!window.confirm('Are you sure you want to delete this car?')) return;
    try {
      await deleteCar.mutateAsync(car.id);
      toast({
        title: 'Car deleted',
        description: `${car.year} ${car.make} ${car.model} is no longer listed.`,
      });
    } catch (failure) {
      toast({
        title: 'Could not delete the car',
        description: apiProblemOf(failure).message,
        variant: 'destructive',
      });
    }
  }

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-3xl font-bold">My Cars</h1>
          <p className="text-stone-600">
            List your car, keep its details up to date, and see what our admins said.
          </p>
        </div>
        <button type="button" onClick={addCar} className={buttonClasses('primary')}>
          Add Car
        </button>
      </header>

      {cars.isPending ? (
        <CarListSkeleton />
      ) : cars.isError ? (
        <LoadError what="your cars" error={cars.error} onRetry={cars.refetch} />
      ) : cars.data.length === 0 ? (
        <div className="grid justify-items-center gap-4 rounded-xl bg-white p-10 text-center">
          <p className="text-lg font-semibold">You haven't listed any cars yet.</p>
          <button type="button" onClick={addCar} className={buttonClasses('primary')}>
            List Your First Car
          </button>
        </div>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {cars.data.map((car) => (
            <li key={car.id}>
              <MyCarCard
                car={car}
                onEdit={() => setDialog({ open: true, car })}
                onDelete={() => void remove(car)}
                deleting={deleteCar.isPending && deleteCar.variables === car.id}
              />
            </li>
          ))}
        </ul>
      )}

      {cars.data && cars.data.length > 0 && <HostBookings />}

      <CarFormDialog
        open={dialog.open}
        car={dialog.open ? dialog.car : null}
        onClose={() => setDialog({ open: false })}
      />
    </div>
  );
}
