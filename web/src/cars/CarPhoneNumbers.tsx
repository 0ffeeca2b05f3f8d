import { phoneNumberHref, phoneNumberShown } from '@akwaaba/domain/shared/phone-display';
import { useQuery } from '@tanstack/react-query';
import { carContactQueryOptions } from '#app/api/car-contact.ts';

/*
 * The numbers to call about a car, for a signed-in renter (issue 31): the host's on the car's
 * page, the driver's on the booking form. One chunk, loaded lazily by both, so neither page's
 * first load carries the call or these components. useQuery, not suspense: the numbers are side
 * data, and the card or the option shows without them.
 */

/** A tap-to-call link: the number (E.164 from the server) dialled as it is, shown the Ghanaian way. */
function PhoneLink({ number, label }: { number: string; label: string }) {
  return (
    <a
      href={phoneNumberHref(number)}
      className="justify-self-start rounded font-medium text-brand-700 underline"
    >
      {label}
    </a>
  );
}

/**
 * The "Meet Your Host" card's number, or why there is none yet. The default export, so the car
 * page's lazy import is as short as it gets.
 */
export default function HostPhoneNumber({ carId }: { carId: string }) {
  const { data: contact } = useQuery(carContactQueryOptions(carId));
  if (contact?.hostPhoneNumber)
    return (
      <PhoneLink
        number={contact.hostPhoneNumber}
        label={`Call ${phoneNumberShown(contact.hostPhoneNumber)}`}
      />
    );
  if (contact?.phoneSharing === 'after-payment')
    return <p className="text-sm text-stone-600">The host shares their number once your booking is paid.</p>;
  return null;
}

/** The professional driver's number on the booking form (none while the host keeps it for payment). */
export function DriverPhoneNumber({ carId }: { carId: string }) {
  const { data: contact } = useQuery(carContactQueryOptions(carId));
  if (!contact?.driverPhone) return null;
  return (
    <div>
      <dt className="inline text-stone-500">Contact: </dt>
      <dd className="inline">
        <PhoneLink number={contact.driverPhone} label={phoneNumberShown(contact.driverPhone)} />
      </dd>
    </div>
  );
}
