import type { HostBookingView } from '@akwaaba/domain';
import { useAnswerRequest } from '#app/api/booking-actions.ts';
import { heldUntil } from '#app/bookings/held-until.ts';
import { showServerError } from '#app/components/toast/show-server-error.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';

const VERIFICATION: Record<NonNullable<HostBookingView['renter']['driverVerification']>, string> = {
  approved: 'Licence and ID approved by Akwaaba Drive',
  pending: 'Licence and ID waiting for review: they can pay only once approved',
  rejected: 'Licence and ID not approved yet',
  none: 'No licence and ID sent yet: they can pay only once approved',
};

/**
 * A request to book as its host answers it: the renter's message and verification, the
 * deadline, and Accept or Decline. Shown only while the request waits (status 'requested').
 */
export function RequestAnswer({ booking, renter }: { booking: HostBookingView; renter: string }) {
  const answer = useAnswerRequest();
  if (booking.status !== 'requested') return null;
  const message = booking.request?.message.trim();
  const reply = (accept: boolean) =>
    answer.mutate(
      { booking, accept },
      {
        onSuccess: () =>
          toast({
            title: accept ? 'Request accepted' : 'Request declined',
            description: accept
              ? `${renter} can now pay to confirm the booking.`
              : 'The dates are free again on your calendar.',
          }),
        onError: (error) => showServerError(error, 'Could not answer the request'),
      },
    );
  return (
    <div className="grid gap-2 rounded-lg bg-gold-100 p-3 text-ink">
      <p className="font-semibold">
        {renter} asks to book. Answer by {heldUntil(booking.holdExpiresAt)}, or the request expires.
      </p>
      {message && <blockquote className="border-l-4 border-gold-300 pl-3 text-sm">{message}</blockquote>}
      <p className="text-sm">{VERIFICATION[booking.renter.driverVerification ?? 'none']}</p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => reply(true)}
          disabled={answer.isPending}
          aria-label={`Accept ${renter}’s request`}
          className={buttonClasses('primary', 'sm')}
        >
          Accept
        </button>
        <button
          type="button"
          onClick={() => reply(false)}
          disabled={answer.isPending}
          aria-label={`Decline ${renter}’s request`}
          className={buttonClasses('outline', 'sm', 'text-red-700')}
        >
          Decline
        </button>
      </div>
    </div>
  );
}
