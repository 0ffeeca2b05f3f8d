import { bookingsContract } from '@akwaaba/domain/bookings/bookings.contract';
import { hostCalendarContract } from '@akwaaba/domain/bookings/host-calendar.contract';
import { carsContract } from '@akwaaba/domain/cars/cars.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation, invalidateAll, keyOf } from './calls.ts';
import { type HostCalendar, hostCalendarQueryOptions } from './host-calendar.ts';

/**
 * After the host blocks or unblocks days: the answer is the calendar as it now is, shown at
 * once; the car's calendar for renters and Browse Cars' date search are out of date.
 */
function useCalendarChange<Input extends { carId: string }>(send: (input: Input) => Promise<HostCalendar>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (calendar, { carId }) => {
      queryClient.setQueryData(hostCalendarQueryOptions(carId).queryKey, calendar);
      return invalidateAll(queryClient, [
        keyOf(bookingsContract.availability, { params: { id: carId } }),
        carsContract.list.key(),
      ]);
    },
  });
}

/** Blocks the days [startDate, endDate): nobody can book them. */
export const useBlockDays = () =>
  useCalendarChange(({ carId, startDate, endDate }: { carId: string; startDate: string; endDate: string }) =>
    callOperation(hostCalendarContract.block, { params: { id: carId }, body: { startDate, endDate } }),
  );

/** Gives a block's days back to the calendar. */
export const useUnblockDays = () =>
  useCalendarChange(({ carId, blockId }: { carId: string; blockId: string }) =>
    callOperation(hostCalendarContract.unblock, { params: { id: carId, blockId } }),
  );
