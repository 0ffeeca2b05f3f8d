// @vitest-environment jsdom
import '#app/test/dom.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aConversation } from '#app/conversations/conversation-fixtures.ts';
import { aNotification, someNotifications } from '#app/notifications/notification-fixtures.ts';
import { aUser, jsonResponse } from '#app/test/fixtures.ts';
import { renderApp } from '#app/test/render-app.tsx';

const USER = aUser();
const noContent = () => new Response(null, { status: 204 });
const LIST = someNotifications([
  aNotification(),
  aNotification({
    id: 'n2',
    kind: 'payout-sent',
    text: 'Payout sent: GH₵ 1,147.50 for the 2020 Toyota Corolla',
    link: '/earnings',
    createdAt: '2026-11-19T10:00:00.000Z',
    read: true,
  }),
]);

describe('the notifications page', () => {
  it('lists them newest first, the unread ones marked, each leading to its screen', async () => {
    renderApp('/notifications', { 'GET /api/notifications': () => jsonResponse(LIST) }, { user: USER });
    // The first test waits for the route's code too.
    const list = await screen.findByRole('list', { name: 'Your notifications' }, { timeout: 5000 });
    const [first, second] = within(list).getAllByRole('link');
    expect(first).toHaveAccessibleName(/^Unread: New message from Kofi about the 2020 Toyota Corolla/);
    expect(first).toHaveAttribute('href', '/messages/b1');
    expect(second).toHaveAccessibleName(/^Payout sent/);
    expect(second).toHaveAttribute('href', '/earnings');
    expect(screen.getByText('1 unread.')).toBeVisible();
  });

  it('marks one read when it is opened', async () => {
    const user = userEvent.setup();
    const { calls, router } = renderApp(
      '/notifications',
      {
        'GET /api/notifications': () => jsonResponse(LIST),
        'POST /api/notifications/read': noContent,
        'GET /api/conversations/b1': () => jsonResponse(aConversation()),
      },
      { user: USER },
    );
    await user.click(await screen.findByRole('link', { name: /^Unread: New message from Kofi/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages/b1'));
    expect(calls.find((call) => call.call === 'POST /api/notifications/read')?.body).toEqual({ ids: ['n1'] });
  });

  it('marks all read, and the bell and the list show it at once', async () => {
    const user = userEvent.setup();
    let read = false;
    const { calls } = renderApp(
      '/notifications',
      {
        'GET /api/notifications': () =>
          jsonResponse(
            read ? someNotifications(LIST.notifications.map((item) => ({ ...item, read: true }))) : LIST,
          ),
        'POST /api/notifications/read': () => {
          read = true;
          return noContent();
        },
      },
      { user: USER },
    );
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(calls.find((call) => call.call === 'POST /api/notifications/read')?.body).toEqual({
        ids: 'all',
      }),
    );
    expect(await screen.findByText('You are all caught up.')).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Unread:/ })).not.toBeInTheDocument();
  });

  it('says there are none yet', async () => {
    renderApp(
      '/notifications',
      { 'GET /api/notifications': () => jsonResponse(someNotifications([])) },
      { user: USER },
    );
    expect(await screen.findByText('No notifications yet.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });
});

describe('the notification settings', () => {
  const SETTINGS = {
    kinds: [
      { kind: 'message', label: 'New messages', email: true, locked: false, sms: false },
      { kind: 'review-received', label: 'Reviews received', email: false, locked: false, sms: false },
      { kind: 'payout-sent', label: 'Payouts sent', email: true, locked: true, sms: true },
    ],
    phoneVerified: true,
  };

  it('is a grid of e-mail and SMS per kind, payment e-mails ticked for good, and saves both choices', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp(
      '/notifications/settings',
      {
        'GET /api/notifications/settings': () => jsonResponse(SETTINGS),
        'PUT /api/notifications/settings': (body) => {
          const choice = body as { emailsOff: string[]; smsOn: string[] };
          return jsonResponse({
            ...SETTINGS,
            kinds: SETTINGS.kinds.map((kind) => ({
              ...kind,
              email: kind.locked || !choice.emailsOff.includes(kind.kind),
              sms: choice.smsOn.includes(kind.kind),
            })),
          });
        },
      },
      { user: USER },
    );
    const messages = await screen.findByRole('checkbox', { name: 'E-mail: New messages' });
    expect(messages).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'E-mail: Reviews received' })).not.toBeChecked();
    const payouts = screen.getByRole('checkbox', { name: 'E-mail: Payouts sent' });
    expect(payouts).toBeChecked();
    expect(payouts).toBeDisabled();
    expect(payouts).toHaveAccessibleDescription('Payment e-mails are always sent');
    expect(screen.getByRole('checkbox', { name: 'SMS: Payouts sent' })).toBeChecked();
    expect(screen.getByRole('columnheader', { name: 'SMS' })).toBeVisible();
    expect(screen.queryByText(/Texts go only to a verified phone number/)).toBeNull();
    const save = screen.getByRole('button', { name: 'Save settings' });
    expect(save).toBeDisabled();

    await user.click(messages);
    await user.click(screen.getByRole('checkbox', { name: 'SMS: New messages' }));
    await user.click(screen.getByRole('checkbox', { name: 'SMS: Payouts sent' }));
    await user.click(save);
    await waitFor(() =>
      expect(calls.find((call) => call.call === 'PUT /api/notifications/settings')?.body).toEqual({
        emailsOff: ['review-received', 'message'],
        smsOn: ['message'],
      }),
    );
    expect(await screen.findByText('Settings saved')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'E-mail: New messages' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'SMS: New messages' })).toBeChecked();
  });

  it('says where to verify a phone number when there is none to text', async () => {
    renderApp(
      '/notifications/settings',
      { 'GET /api/notifications/settings': () => jsonResponse({ ...SETTINGS, phoneVerified: false }) },
      { user: USER },
    );
    expect(await screen.findByText(/Texts go only to a verified phone number/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Verify yours on your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });
});
