import type { ReputationView } from '@akwaaba/domain/trips/trip.views';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useSession } from '#app/api/auth.ts';
import type { CarOwner } from '#app/api/cars.ts';
import { fullName } from '#app/components/avatar/avatar-initials.ts';
import { UserAvatar } from '#app/components/avatar/UserAvatar.tsx';
import { AskHostButton } from '#app/conversations/AskHostButton.tsx';
import { reputationText } from '#app/trips/reputation.ts';

// Loaded once the visitor is signed in: the car page's first load carries neither it nor its call.
const HostPhoneNumber = lazy(() => import('#app/cars/CarPhoneNumbers.tsx'));

export function HostCard({
  carId,
  ownerId,
  owner,
  reputation,
  className,
}: {
  carId: string;
  ownerId: string;
  owner: CarOwner;
  /** How renters rated the host, and their completed trips. */
  reputation: ReputationView;
  className: string;
}) {
  const name = fullName(owner) || 'Your host';
  return (
    <section aria-labelledby="car-host" className={className}>
      <h2 id="car-host" className="text-xl font-semibold">
        Meet Your Host
      </h2>
      <div className="flex items-center gap-3">
        <UserAvatar person={{ ...owner, profileImageUrl: null }} className="size-14 text-lg" />
        <div className="grid">
          <p className="text-lg font-semibold">{name}</p>
          <p className="text-sm text-stone-600">{reputationText(reputation)}</p>
        </div>
      </div>
      {owner.bio && <p className="text-stone-700">{owner.bio}</p>}
      <HostPhone carId={carId} />
      <AskHostButton carId={carId} ownerId={ownerId} hostName={fullName(owner) || 'the host'} />
    </section>
  );
}

/**
 * The host's number: never in the page itself (search engines and scrapers read it), so a
 * visitor gets a link to sign in, as the server renders it, and a signed-in renter the number.
 */
function HostPhone({ carId }: { carId: string }) {
  const session = useSession();
  if (session.status !== 'signedIn')
    return (
      <p>
        <Link
          to="/login"
          search={{ redirect: `/cars/${carId}` }}
          className="rounded font-medium text-brand-700 underline"
        >
          Sign in to see the host's number
        </Link>
      </p>
    );
  return (
    <Suspense fallback={null}>
      <HostPhoneNumber carId={carId} />
    </Suspense>
  );
}
