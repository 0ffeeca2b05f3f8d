import type { AdminUserView } from '@akwaaba/domain/accounts/admin-users.contract';
import { format, parseISO } from 'date-fns';
import { buttonClasses } from '#app/components/ui/button-classes.ts';

export const nameOf = (user: AdminUserView) => `${user.firstName} ${user.lastName}`;

const DRIVER_VERIFICATION_LABELS: Record<AdminUserView['driverVerification'], string> = {
  none: 'No documents',
  pending: 'Driver pending review',
  approved: 'Driver approved',
  rejected: 'Driver rejected',
};

const badge = 'rounded-full px-2.5 py-1 text-xs font-semibold';

/** One account: who it is, its badges, why it is suspended, and the action its standing allows. */
export function UserCard({
  user,
  busy,
  onSuspend,
  onReinstate,
}: {
  user: AdminUserView;
  busy: boolean;
  onSuspend: () => void;
  onReinstate: () => void;
}) {
  const name = nameOf(user);
  return (
    <article
      aria-label={name}
      className="flex flex-wrap items-start justify-between gap-3 rounded-xl bg-white p-4 shadow-sm"
    >
      <div className="grid gap-1">
        <p className="font-semibold">{name}</p>
        <p className="text-sm text-stone-600">{user.email}</p>
        <p className="flex flex-wrap gap-2">
          {user.role === 'admin' && <span className={`${badge} bg-brand-100 text-brand-800`}>Admin</span>}
          {user.suspended && <span className={`${badge} bg-red-100 text-red-900`}>Suspended</span>}
          <span className={`${badge} bg-stone-200 text-stone-700`}>
            {DRIVER_VERIFICATION_LABELS[user.driverVerification]}
          </span>
        </p>
        {user.suspended && (
          <p className="text-sm text-stone-700">
            Suspended{user.suspendedAt ? ` on ${format(parseISO(user.suspendedAt), 'MMM d, yyyy')}` : ''}: “
            {user.suspensionReason}”
          </p>
        )}
      </div>
      {user.suspended ? (
        <button
          type="button"
          disabled={busy}
          onClick={onReinstate}
          aria-label={`Reinstate ${name}`}
          className={buttonClasses('outline', 'sm')}
        >
          {busy ? 'Saving...' : 'Reinstate'}
        </button>
      ) : (
        <button
          type="button"
          onClick={onSuspend}
          aria-label={`Suspend ${name}`}
          className={buttonClasses('danger', 'sm')}
        >
          Suspend
        </button>
      )}
    </article>
  );
}
