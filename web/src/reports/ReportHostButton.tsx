import { useQuery } from '@tanstack/react-query';
import { carQueryOptions } from '#app/api/cars.ts';
import { ReportButton } from './ReportButton.tsx';

/**
 * "Report Kwame" (the host's first name, "Report this user" without it) for a renter, about the
 * host of the car they rent. The booking names the car, not its host: the host's id comes from
 * the car's page, read here as optional side data (not suspense: the trip page never waits for
 * it, and without it there is simply no button).
 */
export function ReportHostButton({ carId, hostFirstName }: { carId: string; hostFirstName?: string }) {
  const car = useQuery(carQueryOptions(carId));
  if (!car.data) return null;
  const hostId = car.data.ownerId;
  return (
    <ReportButton
      subject={{ kind: 'user', id: hostId }}
      ownerId={hostId}
      text={hostFirstName ? `Report ${hostFirstName}` : 'Report this user'}
    />
  );
}
