import { useNavigate } from '@tanstack/react-router';
import { useAskHost } from '#app/api/conversations.ts';
import { Dialog } from '#app/components/ui/Dialog.tsx';
import { MessageComposer } from './MessageComposer.tsx';

/**
 * Asking a car's host a question before booking: the composer in a dialog; once sent, the
 * renter is taken to the conversation, where the host's answer will come.
 */
export default function AskHostDialog({
  carId,
  hostName,
  onClose,
}: {
  carId: string;
  hostName: string;
  onClose: () => void;
}) {
  const ask = useAskHost();
  const navigate = useNavigate();

  async function send(body: { text: string; photo: string | null }) {
    const { conversationId } = await ask.mutateAsync({ carId, body });
    onClose();
    await navigate({ to: '/messages/$id', params: { id: conversationId } });
  }

  return (
    <Dialog open onClose={onClose} title={`Ask ${hostName}`}>
      <p className="text-stone-700">
        Ask about the car before you book: pick-up, the trip you have in mind, anything. Your question and the
        answer stay in your messages.
      </p>
      <MessageComposer label="Your question" send={send} autoFocus />
      <div className="flex justify-end">
        <button type="button" onClick={onClose} className="text-sm font-medium text-stone-600 underline">
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
