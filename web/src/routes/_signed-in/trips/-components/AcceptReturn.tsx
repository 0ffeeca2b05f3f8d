import { apiProblemOf } from '#app/api/api-error.ts';
import { useAcceptReturn } from '#app/api/trips.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { PendingButton } from '#app/components/ui/PendingButton.tsx';

/** The host takes the car back as recorded: the trip completes and both may review it. */
export function AcceptReturn({ bookingId }: { bookingId: string }) {
  const accept = useAcceptReturn();

  async function acceptReturn() {
    try {
      await accept.mutateAsync({ bookingId, input: undefined });
      toast({
        title: 'Return accepted',
        description: 'The trip is completed. You can now review the renter.',
      });
    } catch (failure) {
      toast({
        title: 'Could not accept the return',
        description: apiProblemOf(failure).message,
        variant: 'destructive',
      });
    }
  }

  return (
    <div className="grid gap-2 rounded-lg bg-brand-50 p-3">
      <p className="text-sm text-brand-900">
        Got the car back as recorded? Accepting the return completes the trip.
      </p>
      <PendingButton
        onClick={() => void acceptReturn()}
        pending={accept.isPending}
        pendingLabel="Saving..."
        aria-busy={accept.isPending}
        className={buttonClasses('primary', 'md', 'justify-self-start')}
      >
        Accept return
      </PendingButton>
    </div>
  );
}
