import { Outlet } from '@tanstack/react-router';
import { createContext, useCallback, useContext, useState } from 'react';
import type { ManagedCar } from '#app/api/my-cars.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { usePageTitle } from '#app/components/use-page-title.ts';
import { CarFormDialog } from './CarFormDialog.tsx';

type DialogState = { open: false } | { open: true; car: ManagedCar | null };

/** Opens the Add/Edit dialog: for a new car (null) or to edit one. */
type OpenCarForm = (car: ManagedCar | null) => void;

const OpenCarFormContext = createContext<OpenCarForm | null>(null);

/** For the list under My Cars: its "List Your First Car" and Edit buttons open the page's one dialog. */
export function useOpenCarForm(): OpenCarForm {
  const open = useContext(OpenCarFormContext);
  if (!open) throw new Error('useOpenCarForm is for the screens under MyCarsLayout');
  return open;
}

/**
 * My Cars' header with Add Car, and the Add/Edit dialog: on screen while the host's cars below
 * (the index route) load, or fail to, so a dialog opened meanwhile stays open.
 */
export function MyCarsLayout() {
  usePageTitle('My Cars');
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const open = useCallback<OpenCarForm>((car) => setDialog({ open: true, car }), []);

  return (
    <OpenCarFormContext.Provider value={open}>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6">
        <header className="flex flex-wrap items-center justify-between gap-4">
          <div className="grid gap-1">
            <h1 className="text-3xl font-bold">My Cars</h1>
            <p className="text-stone-600">
              List your car, keep its details up to date, and see what our admins said.
            </p>
          </div>
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
