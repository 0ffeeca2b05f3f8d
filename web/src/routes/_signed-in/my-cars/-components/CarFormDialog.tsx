import { MAX_CAR_IMAGES } from '@akwaaba/domain';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { apiProblemOf } from '#app/api/api-error.ts';
import { useCreateCar, useSetRegionPricing, useUpdateCar } from '#app/api/my-car-actions.ts';
import type { ManagedCar } from '#app/api/my-cars.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { Icon } from '#app/components/ui/Icon.tsx';
import { CarFormFields } from './CarFormFields.tsx';
import { CarRegionPricing } from './CarRegionPricing.tsx';
import { type CarFormValues, carBodyFrom, carFormResolver, emptyCarForm, formFromCar } from './car-form.ts';
import { DocumentUpload } from './DocumentUpload.tsx';
import { PhotoUploader } from './PhotoUploader.tsx';
import type { PricingEntry } from './RegionPricingEditor.tsx';

interface CarFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The car to edit; null to add a new one. */
  car: ManagedCar | null;
}

const PAPERS = [
  { name: 'roadworthyDocument', label: 'Roadworthy certificate' },
  { name: 'registrationDocument', label: 'Registration document' },
  { name: 'insuranceDocument', label: 'Insurance document' },
] as const;

/** The Add Car / Edit Car dialog of My Cars: every field, photos, papers and regional pricing. */
export function CarFormDialog({ open, onClose, car }: CarFormDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <div className="fixed inset-0 overflow-y-auto sm:p-6">
        <DialogPanel className="mx-auto min-h-full w-full max-w-3xl bg-white p-4 shadow-xl sm:min-h-0 sm:rounded-xl sm:p-6">
          {/* A fresh form per car, so an edit never starts from another car's values. */}
          <CarForm key={car?.id ?? 'new'} car={car} onClose={onClose} />
        </DialogPanel>
      </div>
    </Dialog>
  );
}

function CarForm({ car, onClose }: { car: ManagedCar | null; onClose: () => void }) {
  const mode = car ? 'edit' : 'create';
  const form = useForm<CarFormValues>({
    resolver: carFormResolver(mode),
    defaultValues: car ? formFromCar(car) : emptyCarForm(),
  });
  const createCar = useCreateCar();
  const updateCar = useUpdateCar();
  const setPricing = useSetRegionPricing();
  const [draftPricing, setDraftPricing] = useState<PricingEntry[]>([]);
  const papers = form.watch(['roadworthyDocument', 'registrationDocument', 'insuranceDocument']);
  const allPapers = papers.every((paper) => paper.trim() !== '');
  const saving = form.formState.isSubmitting;

  async function save(values: CarFormValues) {
    try {
      if (car) {
        const saved = await updateCar.mutateAsync({ id: car.id, changes: carBodyFrom(values) });
        const backToQueue = car.verificationStatus !== 'pending' && saved.verificationStatus === 'pending';
        toast({
          title: 'Car updated',
          description: backToQueue ? 'Your changes were sent to an admin for verification.' : undefined,
        });
      } else {
        const saved = await createCar.mutateAsync(carBodyFrom(values));
        for (const entry of draftPricing) {
          await setPricing.mutateAsync({
            carId: saved.id,
            pricing: { regionId: entry.regionId, surchargePerDay: entry.surchargePerDay },
          });
        }
        toast({
          title: 'Car listed',
          description: 'An admin will verify it before it appears in Browse Cars.',
        });
      }
      onClose();
    } catch (failure) {
      showServerErrors(failure);
    }
  }

  function showServerErrors(failure: unknown) {
    const { message, fields } = apiProblemOf(failure);
    for (const [field, text] of Object.entries(fields))
      form.setError((field === 'features' ? 'featuresText' : field) as keyof CarFormValues, {
        message: text,
      });
    toast({
      title: car ? 'Could not save the car' : 'Could not list the car',
      description: message,
      variant: 'destructive',
    });
  }

  return (
    <form onSubmit={form.handleSubmit(save)} noValidate className="grid gap-6">
      <div className="flex items-start justify-between gap-4">
        <DialogTitle className="text-2xl font-bold">{car ? 'Edit Car' : 'Add Car'}</DialogTitle>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="rounded-md p-2 hover:bg-stone-100"
        >
          <Icon name="close" className="size-5" />
        </button>
      </div>

      <CarFormFields form={form} />

      <Controller
        control={form.control}
        name="images"
        render={({ field, fieldState }) => (
          <PhotoUploader
            value={field.value}
            onChange={field.onChange}
            max={MAX_CAR_IMAGES}
            error={fieldState.error?.message}
          />
        )}
      />

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-base font-semibold">Papers</legend>
        <p className="text-sm text-stone-600">
          Only you and our admins can see them. All three are needed to list a car.
        </p>
        {PAPERS.map((paper) => (
          <Controller
            key={paper.name}
            control={form.control}
            name={paper.name}
            render={({ field, fieldState }) => (
              <DocumentUpload
                label={paper.label}
                value={field.value}
                onChange={field.onChange}
                viewLink={field.value === car?.[paper.name] ? car?.documentLinks[paper.name] : null}
                error={fieldState.error?.message}
              />
            )}
          />
        ))}
      </fieldset>

      <CarRegionPricing carId={car?.id ?? null} draft={draftPricing} onDraftChange={setDraftPricing} />

      <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t border-stone-200 bg-white px-4 py-3 sm:-mx-6 sm:px-6">
        {!car && !allPapers && (
          <p className="mr-auto text-sm text-stone-600">Upload all three papers to list your car.</p>
        )}
        <button type="button" onClick={onClose} className={buttonClasses('outline')}>
          Cancel
        </button>
        <button type="submit" disabled={saving || (!car && !allPapers)} className={buttonClasses('primary')}>
          {saving ? 'Saving...' : car ? 'Save Changes' : 'List Car'}
        </button>
      </div>
    </form>
  );
}
