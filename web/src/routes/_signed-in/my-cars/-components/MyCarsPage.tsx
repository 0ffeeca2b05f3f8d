import { useSuspenseQuery } from '@tanstack/react-query';
import { useDeleteCar } from '#app/api/my-car-actions.ts';
import { type ManagedCar, myCarsQueryOptions } from '#app/api/my-cars.ts';
import { showServerError } from '#app/components/toast/show-server-error.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { HostBookings } from './HostBookings.tsx';
import { MyCarCard } from './MyCarCard.tsx';
import { useOpenCarForm } from './MyCarsLayout.tsx';

/**
 * My Cars' list: the host's listings in every state, with Edit and deletion, and the bookings of
 * them. Its route reads the cars first (the skeleton meanwhile, the load error if that fails).
 */
export function MyCarsPage() {
  const { data: cars } = useSuspenseQuery(myCarsQueryOptions());
  const deleteCar = useDeleteCar();
  const openCarForm = useOpenCarForm();

  async function remove(car: ManagedCar) {
    if (!window.confirm('Are you sure you want to delete this car?')) return;
    try {
      await deleteCar.mutateAsync(car.id);
      toast({
        title: 'Car deleted',
        description: `${car.year} ${car.make} ${car.model} is no longer listed.`,
      });
    } catch (failure) {
      showServerError(failure, 'Could not delete the car');
    }
  }

  if (cars.length === 0)
    return (
      <div className="grid justify-items-center gap-4 rounded-xl bg-white p-10 text-center">
        <p className="text-lg font-semibold">You haven't listed any cars yet.</p>
        <button type="button" onClick={() => openCarForm(null)} className={buttonClasses('primary')}>
          List Your First Car
        </button>
      </div>
    );
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cars.map((car) => (
          <li key={car.id}>
            <MyCarCard
              car={car}
              onEdit={() => openCarForm(car)}
              onDelete={() => void remove(car)}
              deleting={deleteCar.isPending && deleteCar.variables === car.id}
            />
          </li>
        ))}
      </ul>
      <HostBookings />
    </>
  );
}
