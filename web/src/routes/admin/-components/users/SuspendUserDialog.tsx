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
  return (
    <NoteDialog
      target={target}
      onClose={onClose}
      mutation={useSuspendAccount()}
      verdict={(account) => ({
        title: 'Suspend account',
        about: `${account.name} will be signed out and cannot sign in; their listings leave search and their unpaid bookings are released. Confirmed bookings stay for you to resolve.`,
        label: 'Reason (required)',
        placeholder: 'Why is this account suspended? e.g. Fake listings reported by renters.',
        submitText: 'Suspend',
        refuses: true,
        field: 'reason',
        schema: suspendAccountSchema,
        request: (reason) => ({ id: account.id, reason }),
        done: {
          title: 'Account suspended',
          description: `${account.name} is signed out and their listings are hidden.`,
        },
      })}
    />
  );
}
