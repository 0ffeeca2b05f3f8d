import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useSession } from '#app/api/auth.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { plannedPath } from '#app/planned-routes.ts';

// Only signed-in people need the avatar menu, so visitors never download it.
const UserMenu = lazy(() => import('./UserMenu.tsx'));

const placeholderCircle = (
  <span
    data-testid="session-placeholder"
    aria-hidden="true"
    className="block size-9 animate-pulse rounded-full bg-stone-200"
  />
);

/** The right side of the top bar: a placeholder while sign-in status loads, then the account actions. */
export function SessionControls() {
  const session = useSession();

  if (session.status === 'loading') return placeholderCircle;

  if (session.status === 'signedOut') {
    return (
      <div className="flex items-center gap-2">
        <Link to={plannedPath('/signup')} className={buttonClasses('outline', 'sm')}>
          Sign Up
        </Link>
        <Link to={plannedPath('/login')} className={buttonClasses('primary', 'sm')}>
          Log In
        </Link>
      </div>
    );
  }

  return (
    <div className="flex items-center gap-3">
      <Link to={plannedPath('/my-cars')} className={buttonClasses('primary', 'sm', 'hidden md:inline-flex')}>
        List Your Car
      </Link>
      <Suspense fallback={placeholderCircle}>
        <UserMenu user={session.user} />
      </Suspense>
    </div>
  );
}
