import type { MessageView } from '@akwaaba/domain/conversations/conversation.views';
import { useEffect, useRef, useState } from 'react';
import { MessageText } from '#app/conversations/MessageText.tsx';
import { messageTime } from '#app/conversations/message-time.ts';
import { MessagePhoto } from './MessagePhoto.tsx';
import { ReportMessageDialog, type ReportTarget } from './ReportMessageDialog.tsx';

/**
 * A conversation's messages, oldest first: the viewer's on the right, the other side's on the
 * left with Report. "Read" shows under the viewer's last message once the other side has read
 * it. The list starts at its latest message, follows new ones, and a screen reader hears the
 * other side's new messages as they come.
 */
export function MessageList({
  conversationId,
  messages,
  otherName,
}: {
  conversationId: string;
  messages: MessageView[];
  otherName: string;
}) {
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const last = useRef<HTMLLIElement>(null);
  const lastId = messages.at(-1)?.id;
  const announced = useAnnouncement(messages, otherName);
  useEffect(() => {
    if (lastId) last.current?.scrollIntoView?.({ block: 'nearest' });
  }, [lastId]);

  const myLast = messages.findLast((message) => message.mine)?.id;
  return (
    <>
      <ol aria-label="Messages" className="grid gap-3">
        {messages.map((message) => {
          const sender = message.mine ? 'You' : otherName;
          const time = messageTime(message.sentAt);
          return (
            <li
              key={message.id}
              ref={message.id === lastId ? last : undefined}
              className={`grid max-w-[85%] gap-1 sm:max-w-[75%] ${message.mine ? 'justify-items-end justify-self-end' : 'justify-items-start justify-self-start'}`}
            >
              <div
                className={`grid gap-2 rounded-2xl px-4 py-2 ${message.mine ? 'rounded-br-sm bg-brand-700 text-white' : 'rounded-bl-sm bg-white text-ink shadow-sm'}`}
              >
                <p className="sr-only">{sender} wrote:</p>
                {message.photoUrl && (
                  <MessagePhoto
                    url={message.photoUrl}
                    thumbnailUrl={message.photoThumbnailUrl ?? message.photoUrl}
                    whose={message.mine ? 'your photo' : `the photo from ${otherName}`}
                  />
                )}
                {message.photoPending && (
                  // The worker is making its copies without the phone's metadata: a second or two.
                  <p
                    role="status"
                    className="h-40 w-60 max-w-full animate-pulse rounded-lg bg-stone-200/80 p-3 text-sm text-stone-700"
                  >
                    Photo on its way...
                  </p>
                )}
                <MessageText text={message.text} />
              </div>
              <p className="flex flex-wrap items-center gap-x-3 px-1 text-xs text-stone-600">
                <time dateTime={message.sentAt}>{time}</time>
                {!message.mine &&
                  (message.reportedByMe ? (
                    <span>Reported</span>
                  ) : (
                    <button
                      type="button"
                      onClick={() => setReporting({ message, senderName: otherName })}
                      aria-label={`Report message from ${otherName}, ${time}`}
                      className="rounded font-medium underline hover:text-ink"
                    >
                      Report
                    </button>
                  ))}
                {message.id === myLast && message.readByOther && <span>Read</span>}
              </p>
            </li>
          );
        })}
      </ol>
      <p role="status" className="sr-only">
        {announced}
      </p>
      <ReportMessageDialog
        conversationId={conversationId}
        target={reporting}
        onClose={() => setReporting(null)}
      />
    </>
  );
}

/** "New message from Kofi: …" for each message of the other side that arrives while the page is open. */
function useAnnouncement(messages: MessageView[], otherName: string): string {
  const known = useRef(new Set(messages.map((message) => message.id)));
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    const arrived = messages.filter((message) => !known.current.has(message.id));
    for (const message of messages) known.current.add(message.id);
    const theirs = arrived.filter((message) => !message.mine).at(-1);
    if (theirs) setAnnouncement(`New message from ${otherName}: ${theirs.text}`);
  }, [messages, otherName]);
  return announcement;
}
