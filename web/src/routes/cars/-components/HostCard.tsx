import type { ReputationView } from '@akwaaba/domain/trips/trip.views';
import type { CarOwner } from '#app/api/cars.ts';
import { fullName } from '#app/components/avatar/avatar-initials.ts';
import { UserAvatar } from '#app/components/avatar/UserAvatar.tsx';
import { AskHostButton } from '#app/conversations/AskHostButton.tsx';
import { reputationText } from '#app/trips/reputation.ts';

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
      {owner.phoneNumber && (
        <p>
          <a
            href={`tel:${owner.phoneNumber.replace(/[^\d+]/g, '')}`}
            className="rounded font-medium text-brand-700 underline"
          >
            Call {owner.phoneNumber}
          </a>
        </p>
      )}
      <AskHostButton carId={carId} ownerId={ownerId} hostName={fullName(owner) || 'the host'} />
    </section>
  );
}
