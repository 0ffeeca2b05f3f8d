import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '#app/api/auth.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';

// Loaded on the first click: the car page's first load carries none of the composer.
const AskHostDialog = lazy(() => import('./AskHostDialog.tsx'));

/**
 * "Ask the host" on a car's page: a signed-in renter writes their question in a dialog and lands
 * in the conversation; a visitor logs in first and comes back to the car. Not for the car's own
 * host. The server renders it for visitors as the link, which is what the browser shows first too.
 */
export function AskHostButton({
  carId,
  ownerId,
  hostName,
}: {
  carId: string;
  ownerId: string;
  hostName: string;
}) {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const classes = buttonClasses('outline', 'md', 'justify-self-start');
  if (session.status !== 'signedIn')
    return (
      <Link to="/login" search={{ redirect: `/cars/${carId}` }} className={classes}>
        Ask the host
      </Link>
    );
  if (session.user.id === ownerId) return null;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={classes}>
        Ask the host
      </button>
      {open && (
        <Suspense fallback={null}>
          <AskHostDialog carId={carId} hostName={hostName} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
