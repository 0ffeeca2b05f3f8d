// @vitest-environment jsdom
import '#app/test/dom.ts';
import { CONVERSATION_MESSAGES as M } from '@akwaaba/domain/conversations/conversation.messages';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '#app/api/http.ts';
import { createQueryClient } from '#app/api/query-client.ts';
import { characterCounter, MessageComposer } from './MessageComposer.tsx';

function renderComposer(send = vi.fn(async (_message: { text: string; photo: string | null }) => undefined)) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MessageComposer label="Message" send={send} />
    </QueryClientProvider>,
  );
  return { send, textarea: screen.getByRole('textbox', { name: 'Message' }) };
}

/** Send is refused with the domain's words under the text, and nothing is sent. */
async function expectSendRefused(send: ReturnType<typeof vi.fn>, message: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(send).not.toHaveBeenCalled();
}

describe('the message composer', () => {
  it('refuses an empty or blank message with the domain’s words, and sends nothing', async () => {
    const user = userEvent.setup();
    const { send, textarea } = renderComposer();
    await expectSendRefused(send, M.textRequired);
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await user.type(textarea, '   ');
    await expectSendRefused(send, M.textRequired);
  });

  it('counts characters as people do, and refuses more than 2,000', async () => {
    const { send, textarea } = renderComposer();
    expect(textarea).toHaveAccessibleDescription(/0 \/ 2,000 characters/);
    fireEvent.change(textarea, { target: { value: 'é'.repeat(2001) } });
    expect(screen.getByText('2,001 / 2,000 characters')).toBeInTheDocument();
    await expectSendRefused(send, M.textTooLong);
    // An emoji is one character, though JavaScript counts it as two.
    expect(characterCounter('👋🏾'.repeat(1000)).over).toBe(false);
  });

  it('refuses control characters', async () => {
    const { send, textarea } = renderComposer();
    fireEvent.change(textarea, { target: { value: 'hello\u0000there' } });
    await expectSendRefused(send, M.textHasControlCharacters);
  });

  it('keeps Enter for new lines, sends with Ctrl+Enter or ⌘+Enter, trimmed, and empties after', async () => {
    const user = userEvent.setup();
    const { send, textarea } = renderComposer();
    await user.type(textarea, '  Hello{Enter}Is the car free on Friday?  ');
    expect(send).not.toHaveBeenCalled();
    expect(textarea).toHaveValue('  Hello\nIs the car free on Friday?  ');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({ text: 'Hello\nIs the car free on Friday?', photo: null }),
    );
    await waitFor(() => expect(textarea).toHaveValue(''));
    await user.type(textarea, 'From a Mac');
    await user.keyboard('{Meta>}{Enter}{/Meta}');
    await waitFor(() => expect(send).toHaveBeenLastCalledWith({ text: 'From a Mac', photo: null }));
  });

  it('shows the server’s refusal of the text under it, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const send = vi.fn(async () => {
      throw new HttpError(400, JSON.stringify({ message: M.textTooLong, fields: { text: M.textTooLong } }));
    });
    const { textarea } = renderComposer(send);
    await user.type(textarea, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.textTooLong);
    expect(textarea).toHaveValue('Hello');
  });

  it('offers a photo to attach, of the types a message photo may have', () => {
    renderComposer();
    expect(screen.getByRole('button', { name: 'Attach photo' })).toBeEnabled();
    const input = document.querySelector('input[type="file"]');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
  });
});
