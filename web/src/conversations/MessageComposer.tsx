import {
  characterCount,
  MAX_MESSAGE_LENGTH,
  normalizeLineBreaks,
} from '@akwaaba/domain/conversations/conversation.rules';
import type { SendMessageInput } from '@akwaaba/domain/conversations/conversation.schemas';
import { sendMessageSchema } from '@akwaaba/domain/conversations/conversation.schemas';
import { apiProblemOf } from '#app/api/api-error.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { TextAreaField } from '#app/components/ui/Field.tsx';
import { FileButton } from '#app/components/ui/FileButton.tsx';
import { LineIcon } from '#app/components/ui/Icon.tsx';
import { PendingButton } from '#app/components/ui/PendingButton.tsx';
import { useSchemaForm } from '#app/components/ui/use-schema-form.ts';
import { MESSAGE_PHOTO_ACCEPT, useMessagePhoto } from './use-message-photo.ts';

const LIMIT = MAX_MESSAGE_LENGTH.toLocaleString('en');

/** "12 / 2,000 characters": what the message holds as the server will count it. */
export function characterCounter(text: string): { count: number; text: string; over: boolean } {
  const count = characterCount(normalizeLineBreaks(text).trim());
  return {
    count,
    text: `${count.toLocaleString('en')} / ${LIMIT} characters`,
    over: count > MAX_MESSAGE_LENGTH,
  };
}

/** Ctrl+Enter (⌘+Enter on a Mac) sends; Enter alone starts a new line, as it does on a phone's keyboard. */
export const sendsMessage = (event: { key: string; ctrlKey: boolean; metaKey: boolean }) =>
  event.key === 'Enter' && (event.ctrlKey || event.metaKey);

/**
 * Writing a message: its text (checked by the domain's own rules, with their words: required,
 * at most 2,000 characters, no control characters), a counter, one photo attached if wanted,
 * and Send. A refusal by the server shows under the text, or as a toast when it is not about
 * the text. `send` answers once the message is sent, and the composer empties.
 */
export function MessageComposer({
  label,
  placeholder,
  send,
  autoFocus = false,
}: {
  /** The text field's label: "Message", "Your question". */
  label: string;
  placeholder?: string;
  send: (message: { text: string; photo: string | null }) => Promise<unknown>;
  autoFocus?: boolean;
}) {
  const form = useSchemaForm(sendMessageSchema, {
    defaultValues: { text: '' } satisfies SendMessageInput,
    mode: 'onSubmit',
  });
  const attached = useMessagePhoto();
  const counter = characterCounter(form.watch('text') ?? '');
  const sending = form.formState.isSubmitting;

  const submit = form.handleSubmit(async ({ text }) => {
    try {
      await send({ text, photo: attached.photo?.path ?? null });
      form.reset({ text: '' });
      attached.remove();
    } catch (failure) {
      const problem = apiProblemOf(failure);
      if (problem.fields.text) form.setError('text', { type: 'server', message: problem.fields.text });
      else toast({ variant: 'destructive', title: 'Message not sent', description: problem.message });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-3">
      <TextAreaField
        label={label}
        rows={3}
        placeholder={placeholder}
        autoFocus={autoFocus}
        announceError
        error={form.formState.errors.text?.message}
        hint={
          <span className="flex flex-wrap justify-between gap-x-3">
            <span className={counter.over ? 'font-semibold text-red-700' : undefined}>{counter.text}</span>
            <span className="hidden pointer-fine:inline">Ctrl+Enter (⌘+Enter on a Mac) sends</span>
          </span>
        }
        {...form.register('text')}
        onKeyDown={(event) => {
          if (!sendsMessage(event)) return;
          event.preventDefault();
          void submit();
        }}
      />
      {attached.photo && (
        <div className="flex items-center gap-3">
          {attached.photo.preview && (
            <img
              src={attached.photo.preview}
              alt={`Attached: ${attached.photo.name}`}
              className="size-16 rounded-lg bg-stone-100 object-cover"
            />
          )}
          <p className="min-w-0 flex-1 truncate text-sm text-stone-700">{attached.photo.name}</p>
          <button type="button" onClick={attached.remove} className={buttonClasses('ghost', 'sm')}>
            Remove photo
          </button>
        </div>
      )}
      {attached.problem && (
        <p role="alert" className="text-sm text-red-700">
          {attached.problem}
        </p>
      )}
      <div className="flex items-center justify-between gap-3">
        <FileButton
          input={{ accept: MESSAGE_PHOTO_ACCEPT }}
          onFiles={(files) => void attached.choose(files)}
          disabled={attached.uploading || sending}
          className={buttonClasses('outline', 'md')}
        >
          <LineIcon>
            <path d="M4 8h3l2-3h6l2 3h3v11H4zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z" />
          </LineIcon>
          {attached.uploading ? 'Uploading photo...' : 'Attach photo'}
        </FileButton>
        <p role="status" className="sr-only">
          {attached.uploading ? 'Uploading photo...' : attached.photo ? 'Photo attached' : ''}
        </p>
        <PendingButton
          type="submit"
          pending={sending}
          pendingLabel="Sending..."
          disabled={attached.uploading}
          className={buttonClasses('primary', 'md')}
        >
          Send
        </PendingButton>
      </div>
    </form>
  );
}
