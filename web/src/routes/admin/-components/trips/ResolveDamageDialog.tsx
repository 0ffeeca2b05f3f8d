import { resolveDamageCaseSchema } from '@akwaaba/domain/trips/trip.schemas';
import { useResolveDamageCase } from '#app/api/trips.ts';
import type { TargetDialogProps } from '#app/components/ui/Dialog.tsx';
import { NoteDialog } from '../NoteDialog.tsx';

export interface ResolveTarget {
  bookingId: string;
  carName: string;
}

/** Resolving a damage case: a note both parties see (required). A returned trip then completes. */
export function ResolveDamageDialog({ target, onClose }: TargetDialogProps<ResolveTarget>) {
  return (
    <NoteDialog
      target={target}
      onClose={onClose}
      mutation={useResolveDamageCase()}
      verdict={(damageCase) => ({
        title: 'Resolve the damage case',
        about: damageCase.carName,
        label: 'Note for both parties (required)',
        placeholder: 'e.g. The scratch was there before the trip: see the handover photo of the left side.',
        submitText: 'Resolve case',
        refuses: false,
        field: 'note',
        schema: resolveDamageCaseSchema,
        request: (note) => ({ bookingId: damageCase.bookingId, note }),
        done: {
          title: 'Damage case resolved',
          description: `Both parties of the ${damageCase.carName} trip see your note.`,
        },
        failureTitle: 'Could not resolve the case',
      })}
    />
  );
}
