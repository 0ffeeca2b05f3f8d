// @vitest-environment jsdom
import '#app/test/dom.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aUser, jsonResponse } from '#app/test/fixtures.ts';
import { renderScreen } from '#app/test/render-screen.tsx';
import { SiteHeader } from './SiteHeader.tsx';

const AMA = aUser();

function renderHeader(userResponse: Promise<Response>, url = '/cars') {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => userResponse);
  vi.stubGlobal('fetch', fetchMock);
  renderScreen(url, { '/': null, '/cars': null, '/how-it-works': null }, { layout: SiteHeader });
  return fetchMock;
}

/** The avatar menu's pages for every signed-in user, in order. */
const ACCOUNT_PAGES = ['My Profile', 'My Cars', 'Earnings', 'My Bookings', 'Notifications'];

/** Answers each API call of the header: the user, their notifications and their conversations. */
function stubApi(user: object, unreadByConversation: number[] = []) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      jsonResponse(
        url === '/api/notifications'
          ? { notifications: [], unreadCount: 0 }
          : url === '/api/conversations'
            ? unreadByConversation.map((unreadCount, n) => ({ id: `c-${n}`, unreadCount }))
            : user,
      ),
    ),
  );
}

describe('top navigation', () => {
  it('marks the current page link and shows a placeholder circle while sign-in status loads', async () => {
    renderHeader(new Promise(() => {}));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(nav.querySelector('a[href="/cars"]')).toHaveAttribute('aria-current', 'page');
    expect(nav.querySelector('a[href="/how-it-works"]')).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Akwaaba Drive' })).toHaveAttribute('href', '/');
    expect(screen.getByTestId('session-placeholder')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it.each([
    ['401', new Response('Unauthorized', { status: 401 })],
    ['404 (no such endpoint yet)', new Response('', { status: 404, statusText: 'Not Found' })],
  ])('treats %s from GET /api/auth/user as signed out', async (_label, response) => {
    const fetchMock = renderHeader(Promise.resolve(response));
    expect(await screen.findByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/user');
  });

  it('shows a signed-in user List Your Car and an avatar menu with their pages', async () => {
    const fetchMock = renderHeader(Promise.resolve(jsonResponse(AMA)));
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: 'List Your Car' })).toHaveAttribute('href', '/my-cars');
    const avatarButton = await screen.findByRole('button', { name: /^Account menu/ }, { timeout: 5000 });
    expect(avatarButton).toHaveTextContent('AM');

    await user.click(avatarButton);
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('Ama Mensah');
    expect(menu).toHaveTextContent('ama@example.com');
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual([...ACCOUNT_PAGES, 'Log Out']);

    fetchMock.mockImplementation(() => Promise.resolve(new Response(null, { status: 204 })));
    await user.click(screen.getByRole('menuitem', { name: 'Log Out' }));
    await waitFor(() => expect(fetchMock).toHaveBeenLastCalledWith('/api/auth/logout', expect.anything()));
    expect(fetchMock.mock.lastCall?.[1]).toMatchObject({ method: 'POST', credentials: 'include' });
  });

  it('adds Admin Dashboard to the menu of an admin only', async () => {
    renderHeader(Promise.resolve(jsonResponse({ ...AMA, roles: ['user', 'admin'], isAdmin: true })));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Account menu/ }, { timeout: 5000 }));
    await screen.findByRole('menu');
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual([...ACCOUNT_PAGES, 'Admin Dashboard', 'Log Out']);
    expect(screen.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('opens the side drawer with the nav links and, when signed in, the account pages', async () => {
    renderHeader(Promise.resolve(jsonResponse(AMA)));
    const user = userEvent.setup();
    await screen.findByRole('button', { name: /^Account menu/ }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const links = [...drawer.querySelectorAll('a')].map((link) => link.textContent);
    expect(links).toEqual([
      'Browse Cars',
      'How It Works',
      'List Your Car',
      'Messages',
      'Earnings',
      'My Profile',
      'My Bookings',
      'Notifications',
    ]);
  });

  it('leads a host with cars to their dashboard instead of List Your Car, in the bar and the drawer', async () => {
    stubApi({ ...AMA, hasCars: true });
    renderScreen('/cars', { '/cars': null, '/dashboard': null }, { layout: SiteHeader });
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'List Your Car' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(drawer).queryByRole('link', { name: 'List Your Car' })).not.toBeInTheDocument();
  });

  it('shows Messages in the bar and the drawer, named with the unread count of all conversations', async () => {
    stubApi(AMA, [2, 0, 1]);
    renderScreen('/cars', { '/cars': null, '/messages': null }, { layout: SiteHeader });
    const messages = await screen.findByRole('link', { name: 'Messages, 3 unread' }, { timeout: 5000 });
    expect(messages).toHaveAttribute('href', '/messages');
    // The count shows as well as being said.
    expect(within(messages).getByText('3')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Messages, 3 unread' })).toHaveAttribute(
      'href',
      '/messages',
    );
  });

  it('names Messages without a count when nothing is unread', async () => {
    stubApi(AMA, [0]);
    renderScreen('/cars', { '/cars': null, '/messages': null }, { layout: SiteHeader });
    expect(await screen.findByRole('link', { name: 'Messages' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/messages',
    );
  });

  it('shows a signed-in user the bell, named with the unread count, leading to the notifications', async () => {
    const unread = { notifications: [], unreadCount: 3 };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => jsonResponse(url === '/api/notifications' ? unread : AMA)),
    );
    renderScreen('/cars', { '/cars': null, '/notifications': null }, { layout: SiteHeader });
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' }, { timeout: 5000 });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(bell).toHaveTextContent('3');
  });

  it('names the bell without a count when nothing is unread', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        jsonResponse(url === '/api/notifications' ? { notifications: [], unreadCount: 0 } : AMA),
      ),
    );
    renderScreen('/cars', { '/cars': null, '/notifications': null }, { layout: SiteHeader });
    expect(await screen.findByRole('link', { name: 'Notifications' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it('shows no bell to a visitor', async () => {
    renderHeader(Promise.resolve(new Response('Unauthorized', { status: 401 })));
    await screen.findByRole('link', { name: 'Log In' });
    expect(screen.queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Messages/ })).not.toBeInTheDocument();
  });
});
