import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { type User, useSession } from '#app/api/auth.ts';
import { UserAvatar } from '#app/components/avatar/UserAvatar.tsx';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { useIdle } from '#app/components/use-idle.ts';

// The bell and the avatar menu (Headless UI Menu with its positioning code, ~22 KB gzipped) are
// only for signed-in people, and load after the page has settled so they never delay the screen.
const SignedInControls = lazy(() => import('./SignedInControls.tsx'));

/** The right side of the top bar: a placeholder while sign-in status loads, then the account actions. */
export function SessionControls() {
  const session = useSession();

  if (session.status === 'loading') {
    return (
      <span
        data-testid="session-placeholder"
        aria-hidden="true"
        className="block size-9 animate-pulse rounded-full bg-stone-200"
      />
    );
  }

  if (session.status === 'signedOut') {
    return (
      <div className="flex items-center gap-2">
        <Link to="/signup" className={buttonClasses('outline', 'sm')}>
          Sign Up
        </Link>
        <Link to="/login" className={buttonClasses('primary', 'sm')}>
          Log In
        </Link>
      </div>
    );
  }

  // A host with cars is led to their dashboard; anyone else, to list one.
  const host = session.user.hasCars;
  return (
    <div className="flex items-center gap-3">
      <Link to={host ? '/dashboard' : '/my-cars'} className={buttonClasses('primary', 'sm', 'max-md:hidden')}>
        {host ? 'Dashboard' : 'List Your Car'}
      </Link>
      <AccountMenu user={session.user} />
    </div>
  );
}

function AccountMenu({ user }: { user: User }) {
  const idle = useIdle();
  const [wanted, setWanted] = useState(false);
  // Until the menu code is here, the avatar shows as it will look (and the places of Messages and
  // the bell are kept); pointing at it fetches the code at once.
  const avatar = (
    <>
      <span className="size-10 md:w-36" />
      <span onPointerEnter={() => setWanted(true)} className="block rounded-full">
        <UserAvatar person={user} />
      </span>
    </>
  );
  if (!idle && !wanted) return avatar;
  return (
    <Suspense fallback={avatar}>
      <SignedInControls user={user} />
    </Suspense>
  );
}
