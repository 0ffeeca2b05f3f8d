import type { ReportedMessageView } from '@akwaaba/domain/conversations/conversation.views';
// @vitest-environment jsdom
import '#app/test/dom.ts';
import { CONVERSATION_MESSAGES as M } from '@akwaaba/domain/conversations/conversation.messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aConversation, aMessage } from '#app/conversations/conversation-fixtures.ts';
import { aUser, jsonResponse } from '#app/test/fixtures.ts';
import { type Handler, renderApp } from '#app/test/render-app.tsx';

const ADMIN = aUser({ id: 'admin-1', roles: ['user', 'admin'], isAdmin: true });
const REPORT: ReportedMessageView = {
  conversationId: 'b1',
  messageId: 'm2',
  car: { id: 'car-1', title: '2020 Toyota Corolla' },
  sender: { id: 'host-1', name: 'Kofi Boateng' },
  reporters: [{ id: 'u1', name: 'Ama Mensah', reason: 'Insulting', reportedAt: '2026-11-20T11:00:00.000Z' }],
  text: 'You <b>people</b>...',
  sentAt: '2026-11-20T10:30:00.000Z',
  context: [
    {
      senderName: 'Ama Mensah',
      text: 'Can I pick it up at 9?',
      sentAt: '2026-11-20T10:00:00.000Z',
      reported: false,
    },
    {
      senderName: 'Kofi Boateng',
      text: 'You <b>people</b>...',
      sentAt: '2026-11-20T10:30:00.000Z',
      reported: true,
    },
  ],
  status: 'open',
  resolution: null,
};

const openPage = (endpoints: Record<string, Handler>) =>
  renderApp('/admin/messages', endpoints, { user: ADMIN });

describe('reported messages', () => {
  it('lists each reported message with the ones around it, who reported it and why', async () => {
    openPage({ 'GET /api/admin/messages/reported': () => jsonResponse([REPORT]) });
    // The first test waits for the route's code too.
    const card = await screen.findByRole(
      'article',
      { name: 'Message from Kofi Boateng about the 2020 Toyota Corolla' },
      { timeout: 5000 },
    );
    expect(card).toHaveTextContent('Open');
    expect(within(card).getByText('Can I pick it up at 9?')).toBeVisible();
    expect(card.querySelector('b')).toBeNull();
    expect(within(card).getByText('You <b>people</b>...')).toBeVisible();
    expect(card).toHaveTextContent('Reported by Ama Mensah on');
    expect(card).toHaveTextContent('Insulting');
  });

  it('reads the conversation only once the admin is told the reading is recorded', async () => {
    const user = userEvent.setup();
    const conversation = aConversation({
      side: null,
      messages: [
        aMessage({ id: 'm1', senderId: 'u1', text: 'Can I pick it up at 9?' }),
        aMessage({ id: 'm2', text: 'You <b>people</b>...' }),
      ],
    });
    const { calls } = openPage({
      'GET /api/admin/messages/reported': () => jsonResponse([REPORT]),
      'POST /api/admin/conversations/b1/open': () => jsonResponse(conversation),
    });
    await user.click(
      await screen.findByRole('button', { name: /^Read conversation: Message from Kofi Boateng/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Read the conversation?' });
    expect(dialog).toHaveTextContent('Your reading is recorded in the audit trail');
    expect(calls.map((call) => call.call)).not.toContain('POST /api/admin/conversations/b1/open');
    await user.click(within(dialog).getByRole('button', { name: 'Read conversation' }));
    const opened = await screen.findByRole('dialog', { name: 'Ama Mensah and Kofi Boateng' });
    const messages = within(opened).getByRole('list', { name: 'Messages' });
    expect(within(messages).getAllByRole('listitem')).toHaveLength(2);
    expect(within(messages).getAllByRole('listitem')[1]).toHaveTextContent('Reported');
  });

  it('resolves a report with a note, which it requires', async () => {
    const user = userEvent.setup();
    const { calls } = openPage({
      'GET /api/admin/messages/reported': () => jsonResponse([REPORT]),
      'POST /api/admin/conversations/b1/messages/m2/resolve': () =>
        jsonResponse({
          ...REPORT,
          status: 'resolved',
          resolution: { note: 'Warned', by: 'Admin', at: '2026-11-21T09:00:00.000Z' },
        }),
    });
    await user.click(await screen.findByRole('button', { name: /^Resolve: Message from Kofi Boateng/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve report' });
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await within(dialog).findByText(M.noteRequired)).toBeVisible();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'What was done (required)' }),
      'Warned the host',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    await waitFor(() =>
      expect(calls.find((call) => call.call.endsWith('/resolve'))?.body).toEqual({ note: 'Warned the host' }),
    );
    expect(await screen.findByText('Report resolved')).toBeVisible();
  });

  it('says when nothing is reported', async () => {
    openPage({ 'GET /api/admin/messages/reported': () => jsonResponse([]) });
    expect(await screen.findByText('No reported messages.')).toBeVisible();
  });
});
