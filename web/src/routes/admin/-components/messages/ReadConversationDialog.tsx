import { useOpenConversationAsAdmin } from '#app/api/conversations.ts';
import { showServerError } from '#app/components/toast/show-server-error.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { Dialog, DialogActions, DialogClose } from '#app/components/ui/Dialog.tsx';
import { PendingButton } from '#app/components/ui/PendingButton.tsx';
import { MessageText } from '#app/conversations/MessageText.tsx';
import { messageTime } from '#app/conversations/message-time.ts';

/** The conversation an admin may read, named by a report or a damage case: its id and its car. */
export interface ConversationToRead {
  conversationId: string;
  carTitle: string;
  /** The reported message, marked in the conversation; none for a damage case. */
  messageId?: string;
}

/**
 * An admin reads the whole conversation a report or a damage case names, after being told the
 * reading is recorded: the conversation is only asked for (POST, which the server records)
 * once they confirm, and shown here.
 */
export function ReadConversationDialog({
  subject: report,
  onClose,
}: {
  subject: ConversationToRead | null;
  onClose: () => void;
}) {
  const open = useOpenConversationAsAdmin();
  const conversation = open.data?.id === report?.conversationId ? open.data : undefined;
  const close = () => {
    open.reset();
    onClose();
  };
  const read = () =>
    report &&
    open.mutate(report.conversationId, {
      onError: (error) => showServerError(error, 'Could not open the conversation'),
    });

  return (
    <Dialog
      open={report !== null}
      onClose={close}
      title={
        conversation ? `${conversation.renter.name} and ${conversation.host.name}` : 'Read the conversation?'
      }
      wide={conversation !== undefined}
    >
      {!conversation ? (
        <>
          <p className="text-stone-700">
            You are about to read the whole conversation about the {report?.carTitle}. Your reading is
            recorded in the audit trail, with your name and the time.
          </p>
          <DialogActions onCancel={close}>
            <PendingButton
              pending={open.isPending}
              pendingLabel="Opening..."
              onClick={read}
              className={buttonClasses('primary')}
            >
              Read conversation
            </PendingButton>
          </DialogActions>
        </>
      ) : (
        <>
          <p className="text-sm text-stone-600">
            About the {conversation.car.title}. Renter: {conversation.renter.name}; host:{' '}
            {conversation.host.name}.
          </p>
          <ol aria-label="Messages" className="grid max-h-[60vh] gap-3 overflow-y-auto">
            {conversation.messages.map((message) => {
              const sender =
                message.senderId === conversation.host.id ? conversation.host.name : conversation.renter.name;
              const reported = message.id === report?.messageId;
              return (
                <li
                  key={message.id}
                  className={`grid gap-1 rounded-lg p-3 ${reported ? 'border-2 border-red-700 bg-red-50' : 'bg-stone-50'}`}
                >
                  <p className="text-xs text-stone-600">
                    <span className="font-semibold text-ink">{sender}</span>, {messageTime(message.sentAt)}
                    {reported && <span className="font-semibold text-red-800"> · Reported</span>}
                  </p>
                  {message.photoUrl && (
                    <a href={message.photoUrl} target="_blank" rel="noreferrer" className="text-sm underline">
                      Photo (opens in a new tab)
                    </a>
                  )}
                  <MessageText text={message.text} />
                </li>
              );
            })}
          </ol>
          <DialogClose onClose={close} />
        </>
      )}
    </Dialog>
  );
}
