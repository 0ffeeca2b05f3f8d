import { rejectDriverSchema } from '@akwaaba/domain';
import { useRejectDriver } from '#app/api/drivers.ts';
import type { TargetDialogProps } from '#app/components/ui/Dialog.tsx';
import { NoteDialog } from './NoteDialog.tsx';

/** The renter whose licence and ID the admin is about to reject. */
export interface DriverTarget {
  id: string;
  name: string;
}

/** Rejecting a renter's documents requires a note: the renter reads it on Profile, to know what to fix. */
export function RejectDriverDialog({ target, onClose }: TargetDialogProps<DriverTarget>) {
  return (
    <NoteDialog
      target={target}
      onClose={onClose}
      mutation={useRejectDriver()}
      verdict={(driver) => ({
        title: 'Reject driver',
        about: driver.name,
        label: 'Note to the renter (required)',
        placeholder: 'What must the renter fix? e.g. The licence photo is blurred.',
        submitText: 'Reject',
        refuses: true,
        field: 'note',
        schema: rejectDriverSchema,
        request: (note) => ({ id: driver.id, note }),
        done: {
          title: 'Driver rejected',
          description: `${driver.name} will see your note on their Profile.`,
        },
      })}
    />
  );
}
