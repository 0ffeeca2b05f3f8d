import { useQuery } from '@tanstack/react-query';
import { carContactQueryOptions } from '#app/api/car-contact.ts';
import { PhoneLink } from '#app/components/PhoneLink.tsx';

/**
 * The host's tap-to-call number for a signed-in renter, read once they are signed in (loaded
 * lazily by HostCard, so the car page's first load has neither this nor the call). useQuery,
 * not suspense: the number is side data, and the card shows without it.
 */
export default function HostPhoneNumber({ carId }: { carId: string }) {
  const { data: contact } = useQuery(carContactQueryOptions(carId));
  if (contact?.hostPhoneNumber)
    return (
      <p>
        <PhoneLink number={contact.hostPhoneNumber}>Call {contact.hostPhoneNumber}</PhoneLink>
      </p>
    );
  if (contact?.phoneSharing === 'after-payment')
    return <p className="text-sm text-stone-600">The host shares their number once your booking is paid.</p>;
  return null;
}
