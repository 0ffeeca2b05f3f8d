// @vitest-environment jsdom
import '#app/test/dom.ts';
import { CONVERSATION_MESSAGES as M } from '@akwaaba/domain/conversations/conversation.messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aConversation, aConversationSummary, aMessage } from '#app/conversations/conversation-fixtures.ts';
import { aUser, jsonResponse } from '#app/test/fixtures.ts';
import { type Handler, renderApp } from '#app/test/render-app.tsx';

const USER = aUser();
const notifications = () => screen.getByRole('region', { name: /Notifications/ });
const openConversation = (endpoints: Record<string, Handler>, url = '/messages/b1') =>
  renderApp(url, endpoints, { user: USER });
const noContent = () => new Response(null, { status: 204 });

describe('a conversation', () => {
  it('shows text as plain text: markup as its characters, line breaks kept, links not links', async () => {
    const text = '<script>alert("hi")</script>\n<b>bold?</b> https://example.com';
    openConversation({
      'GET /api/conversations/b1': () => jsonResponse(aConversation({ messages: [aMessage({ text })] })),
    });
    // The first test waits for the route's code too.
    const messages = await screen.findByRole('list', { name: 'Messages' }, { timeout: 5000 });
    const shown = within(messages).getByText((_content, element) => element?.textContent === text);
    expect(shown.tagName).toBe('P');
    expect(shown).toHaveClass('whitespace-pre-wrap');
    expect(messages.querySelector('script, b, a')).toBeNull();
    expect(screen.queryByRole('link', { name: /example\.com/ })).not.toBeInTheDocument();
  });

  it('shows a photo by its copies only: "on its way" until they are made, then the small one opening the large', async () => {
    const user = userEvent.setup();
    openConversation({
      'GET /api/conversations/b1': () =>
        jsonResponse(
          aConversation({
            messages: [
              aMessage({ id: 'm1', text: 'Here I am', photoPending: true }),
              aMessage({
                id: 'm2',
                text: 'And here',
                photoUrl: '/api/private-objects/message-photos/variants/p-w1200.webp?sig=1',
                photoThumbnailUrl: '/api/private-objects/message-photos/variants/p-w480.webp?sig=1',
              }),
            ],
          }),
        ),
    });
    const messages = await screen.findByRole('list', { name: 'Messages' }, { timeout: 5000 });
    expect(within(messages).getByRole('status')).toHaveTextContent('Photo on its way...');
    const open = within(messages).getByRole('button', { name: /^Open the photo from/ });
    expect(open.querySelector('img')).toHaveAttribute('src', expect.stringContaining('-w480.webp'));
    await user.click(open);
    expect(await screen.findByRole('img', { name: /^The photo from/ })).toHaveAttribute(
      'src',
      expect.stringContaining('-w1200.webp'),
    );
  });

  it('shows the messages oldest first, mine apart, and Read under my last one once read', async () => {
    openConversation({
      'GET /api/conversations/b1': () =>
        jsonResponse(
          aConversation({
            messages: [
              aMessage({ id: 'm1', text: 'Welcome!' }),
              aMessage({ id: 'm2', senderId: 'u1', mine: true, text: 'Thanks', readByOther: true }),
              aMessage({ id: 'm3', senderId: 'u1', mine: true, text: 'See you Friday', readByOther: true }),
            ],
          }),
        ),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kofi Boateng' })).toBeVisible();
    const items = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.whitespace-pre-wrap')?.textContent)).toEqual([
      'Welcome!',
      'Thanks',
      'See you Friday',
    ]);
    expect(items[0]).toHaveTextContent('Kofi Boateng wrote:');
    expect(items[1]).toHaveTextContent('You wrote:');
    expect(within(items[2]!).getByText('Read')).toBeVisible();
    expect(within(items[1]!).queryByText('Read')).not.toBeInTheDocument();
    // Only the other side's messages can be reported.
    expect(
      within(items[0]!).getByRole('button', { name: /^Report message from Kofi Boateng/ }),
    ).toBeVisible();
    expect(within(items[1]!).queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View trip' })).toHaveAttribute('href', '/trips/b1');
  });

  it('marks the conversation read on opening when the inbox counts unread messages in it', async () => {
    const { calls } = openConversation({
      'GET /api/conversations/b1': () => jsonResponse(aConversation({ messages: [aMessage()] })),
      'GET /api/conversations': () => jsonResponse([aConversationSummary({ unreadCount: 1 })]),
      'POST /api/conversations/b1/read': noContent,
    });
    await waitFor(() => expect(calls.map((call) => call.call)).toContain('POST /api/conversations/b1/read'));
  });

  it('does not mark it read when nothing in it is unread', async () => {
    const { calls } = openConversation({
      'GET /api/conversations/b1': () => jsonResponse(aConversation({ messages: [aMessage()] })),
      'GET /api/conversations': () => jsonResponse([aConversationSummary({ unreadCount: 0 })]),
    });
    await screen.findByRole('list', { name: 'Messages' });
    await waitFor(() => expect(calls.map((call) => call.call)).toContain('GET /api/conversations'));
    expect(calls.map((call) => call.call)).not.toContain('POST /api/conversations/b1/read');
  });

  it('sends a booking’s message to the booking and shows it', async () => {
    const user = userEvent.setup();
    const sent = aMessage({ id: 'm9', senderId: 'u1', mine: true, text: 'On my way' });
    const { calls } = openConversation({
      'GET /api/conversations/b1': () => jsonResponse(aConversation()),
      'POST /api/bookings/b1/messages': () => jsonResponse(sent, 201),
    });
    expect(await screen.findByText('No messages yet. Write to Kofi Boateng below.')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'On my way');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await within(await screen.findByRole('list', { name: 'Messages' })).findByText('On my way'),
    ).toBeVisible();
    expect(calls.find((call) => call.call === 'POST /api/bookings/b1/messages')?.body).toEqual({
      text: 'On my way',
      photo: null,
    });
  });

  it('reports the other side’s message with an optional reason, then shows it as reported', async () => {
    const user = userEvent.setup();
    const { calls } = openConversation({
      'GET /api/conversations/b1': () => jsonResponse(aConversation({ messages: [aMessage()] })),
      'POST /api/conversations/b1/messages/m1/report': () =>
        jsonResponse(aMessage({ reportedByMe: true }), 201),
    });
    await user.click(await screen.findByRole('button', { name: /^Report message from Kofi Boateng/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    expect(dialog).toHaveTextContent('Hello! The car is ready.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Rude');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(notifications()).toHaveTextContent('Message reported'));
    expect(calls.find((call) => call.call.endsWith('/report'))?.body).toEqual({ reason: 'Rude' });
    expect(await screen.findByText('Reported')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Report message/ })).not.toBeInTheDocument();
  });

  it('says why a closed conversation takes no more messages, and offers no composer', async () => {
    openConversation({
      'GET /api/conversations/b1': () =>
        jsonResponse(aConversation({ closedReason: M.conversationClosed, messages: [aMessage()] })),
    });
    expect(await screen.findByText(M.conversationClosed)).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('lets the host close a renter’s questions, after saying what it means', async () => {
    const user = userEvent.setup();
    const question = aConversation({
      id: 'q1',
      kind: 'question',
      bookingId: null,
      side: 'host',
      openUntil: null,
      messages: [aMessage({ senderId: 'u2', text: 'Is it free in December?' })],
    });
    const { calls } = openConversation(
      {
        'GET /api/conversations/q1': () => jsonResponse(question),
        'POST /api/conversations/q1/stop': () =>
          jsonResponse({ ...question, closedReason: M.conversationStopped }),
      },
      '/messages/q1',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Ama Mensah' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close conversation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this conversation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close conversation' }));
    expect(await screen.findByText(M.conversationStopped)).toBeVisible();
    expect(calls.map((call) => call.call)).toContain('POST /api/conversations/q1/stop');
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });
});

describe('the inbox', () => {
  it('lists each conversation with the other person, the car, the last message and the unread count', async () => {
    renderApp(
      '/messages',
      {
        'GET /api/conversations': () =>
          jsonResponse([
            aConversationSummary({ unreadCount: 2 }),
            aConversationSummary({
              id: 'q1',
              kind: 'question',
              bookingId: null,
              other: { id: 'u2', name: 'Yaw Asante' },
              lastMessage: {
                text: 'Thanks!',
                mine: true,
                hasPhoto: true,
                sentAt: '2026-11-19T08:00:00.000Z',
              },
            }),
          ]),
      },
      { user: USER },
    );
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const [first, second] = within(list).getAllByRole('link');
    expect(first).toHaveAttribute('href', '/messages/b1');
    expect(first).toHaveTextContent('Kofi Boateng');
    expect(first).toHaveTextContent('2020 Toyota Corolla');
    expect(first).toHaveTextContent('Hello! The car is ready.');
    expect(first).toHaveTextContent('2 unread');
    expect(second).toHaveAttribute('href', '/messages/q1');
    expect(second).toHaveTextContent('Question about the 2020 Toyota Corolla');
    expect(second).toHaveTextContent('You: (Photo) Thanks!');
    expect(second).not.toHaveTextContent('unread');
  });

  it('says there are no messages yet', async () => {
    renderApp('/messages', { 'GET /api/conversations': () => jsonResponse([]) }, { user: USER });
    expect(await screen.findByText('No messages yet.')).toBeVisible();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Browse Cars' })).toHaveAttribute(
      'href',
      '/cars',
    );
  });
});
