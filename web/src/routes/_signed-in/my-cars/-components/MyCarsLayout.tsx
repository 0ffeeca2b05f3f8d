import { Outlet } from '@tanstack/react-router';
import { createContext, useCallback, useState } from 'react';
import type { ManagedCar } from '#app/api/my-cars.ts';
import { useLayoutValue } from '#app/components/layout-context.ts';
import { PageHeading } from '#app/components/PageHeading.tsx';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { CarFormDialog } from './CarFormDialog.tsx';

type DialogState = { open: false } | { open: true; car: ManagedCar | null };

/** Opens the Add/Edit dialog: for a new car (null) or to edit one. */
type OpenCarForm = (car: ManagedCar | null) => void;

const OpenCarFormContext = createContext<OpenCarForm | null>(null);

/** For the list under My Cars: its "List Your First Car" and Edit buttons open the page's one dialog. */
export const useOpenCarForm = () => useLayoutValue(OpenCarFormContext, 'useOpenCarForm', 'MyCarsLayout');

/**
 * My Cars' header with Add Car, and the Add/Edit dialog: on screen while the host's cars below
 * (the index route) load, or fail to, so a dialog opened meanwhile stays open.
 */
export function MyCarsLayout() {
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const open = useCallback<OpenCarForm>((car) => setDialog({ open: true, car }), []);

  return (
    <OpenCarFormContext.Provider value={open}>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6">
        <header className="flex flex-wrap items-center justify-between gap-4">
          <PageHeading
            title="My Cars"
            intro="List your car, keep its details up to date, and see what our admins said."
          />
          <button type="button" onClick={() => open(null)} className={buttonClasses('primary')}>
            Add Car
          </button>
        </header>

        <Outlet />

        <CarFormDialog
          open={dialog.open}
          car={dialog.open ? dialog.car : null}
          onClose={() => setDialog({ open: false })}
        />
      </div>
    </OpenCarFormContext.Provider>
  );
}
