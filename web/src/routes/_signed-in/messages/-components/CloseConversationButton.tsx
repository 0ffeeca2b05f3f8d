import type { ConversationView } from '@akwaaba/domain/conversations/conversation.views';
import { useState } from 'react';
import { useStopConversation } from '#app/api/conversations.ts';
import { showServerError } from '#app/components/toast/show-server-error.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { Dialog, DialogActions } from '#app/components/ui/Dialog.tsx';
import { PendingButton } from '#app/components/ui/PendingButton.tsx';

/** A host closes a renter's questions about their car, after saying what that means. */
export function CloseConversationButton({ conversation }: { conversation: ConversationView }) {
  const [open, setOpen] = useState(false);
  const stop = useStopConversation();
  const renter = conversation.renter.name;

  async function close() {
    try {
      await stop.mutateAsync(conversation.id);
      setOpen(false);
      toast({ title: 'Conversation closed', description: `${renter} can send you nothing more here.` });
    } catch (failure) {
      showServerError(failure, 'Could not close the conversation');
    }
  }

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={buttonClasses('outline', 'sm')}>
        Close conversation
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Close this conversation?">
        <p className="text-stone-700">
          {renter} will not be able to send you more messages about the {conversation.car.title}. You cannot
          open it again.
        </p>
        <DialogActions onCancel={() => setOpen(false)}>
          <PendingButton
            pending={stop.isPending}
            pendingLabel="Closing..."
            onClick={() => void close()}
            className={buttonClasses('danger')}
          >
            Close conversation
          </PendingButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
