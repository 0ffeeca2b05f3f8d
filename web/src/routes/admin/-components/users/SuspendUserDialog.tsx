import { suspendAccountSchema } from '@akwaaba/domain';
import { useSuspendAccount } from '#app/api/admin-users.ts';
import type { TargetDialogProps } from '#app/components/ui/Dialog.tsx';
import { NoteDialog } from '../NoteDialog.tsx';

/** The account the admin is about to suspend. */
export interface UserTarget {
  id: string;
  name: string;
}

/** Suspending an account requires a reason: it goes into the audit trail and the Users list. */
export function SuspendUserDialog({ target, onClose }: TargetDialogProps<UserTarget>) {
  const suspend = useSuspendAccount();
  return (
    <NoteDialog
      formKey={target?.id ?? null}
      onClose={onClose}
      verdict={
        target && {
          title: 'Suspend account',
          about: `${target.name} will be signed out and cannot sign in; their listings leave search and their unpaid bookings are released. Confirmed bookings stay for you to resolve.`,
          label: 'Reason (required)',
          placeholder: 'Why is this account suspended? e.g. Fake listings reported by renters.',
          submitText: 'Suspend',
          refuses: true,
          field: 'reason',
          schema: suspendAccountSchema,
          send: (reason) => suspend.mutateAsync({ id: target.id, reason }),
          pending: suspend.isPending,
          done: {
            title: 'Account suspended',
            description: `${target.name} is signed out and their listings are hidden.`,
          },
        }
      }
    />
  );
}
