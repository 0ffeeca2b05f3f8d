// @vitest-environment jsdom
import '#app/test/dom.ts';
import { USER_MESSAGES as M } from '@akwaaba/domain';
import type { AdminUserView } from '@akwaaba/domain/accounts/admin-users.contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, jsonResponse } from '#app/test/fixtures.ts';
import { type Handler, renderApp } from '#app/test/render-app.tsx';
import { sendNoteVerdict } from '../note-verdict.test-support.ts';

const kojo: AdminUserView = {
  id: 'u1',
  firstName: 'Kojo',
  lastName: 'Antwi',
  email: 'kojo@akwaaba.test',
  role: 'user',
  driverVerification: 'approved',
  suspended: false,
  suspensionReason: null,
  suspendedAt: null,
  registeredAt: '2026-01-06T10:00:00.000Z',
};
const yaa: AdminUserView = {
  ...kojo,
  id: 'u2',
  firstName: 'Yaa',
  lastName: 'Asantewaa',
  email: 'yaa@akwaaba.test',
  role: 'admin',
  driverVerification: 'none',
};
const suspendedKojo: AdminUserView = {
  ...kojo,
  suspended: true,
  suspensionReason: 'Fake listings',
  suspendedAt: '2026-02-03T09:00:00.000Z',
};

const ADMIN = aUser({ id: 'admin-1', roles: ['user', 'admin'], isAdmin: true });
const FIRST_PAGE = 'GET /api/admin/users?page=1';
const renderUsers = (endpoints: Record<string, Handler>) =>
  renderApp('/admin/users', endpoints, { user: ADMIN });
const notifications = () => screen.getByRole('region', { name: /Notifications/ });
const pageOf = (users: AdminUserView[]) => jsonResponse({ users, total: users.length });

describe('the admins’ Users page', () => {
  it('lists accounts with their badges and driver verification, and searches by name or email', async () => {
    const user = userEvent.setup();
    const { calls } = renderUsers({
      [FIRST_PAGE]: () => pageOf([yaa, suspendedKojo]),
      'GET /api/admin/users?search=kojo&page=1': () => pageOf([suspendedKojo]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    const admin = await screen.findByRole('article', { name: 'Yaa Asantewaa' });
    expect(admin).toHaveTextContent('yaa@akwaaba.test');
    expect(admin).toHaveTextContent('Admin');
    expect(admin).toHaveTextContent('No documents');
    expect(admin).not.toHaveTextContent('Suspended');
    const suspended = screen.getByRole('article', { name: 'Kojo Antwi' });
    expect(suspended).toHaveTextContent('Suspended');
    expect(suspended).toHaveTextContent('Driver approved');
    expect(suspended).toHaveTextContent('Suspended on Feb 3, 2026: “Fake listings”');
    expect(within(suspended).getByRole('button', { name: 'Reinstate Kojo Antwi' })).toBeVisible();

    await user.type(screen.getByLabelText('Name or email'), 'kojo');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Yaa Asantewaa' })).toBeNull());
    expect(calls.map((c) => c.call)).toContain('GET /api/admin/users?search=kojo&page=1');
    expect(screen.getByRole('status')).toHaveTextContent('1 accounts');
  });

  it('suspends only with a reason, then shows the account suspended', async () => {
    let users = [kojo];
    const { calls } = renderUsers({
      [FIRST_PAGE]: () => pageOf(users),
      'POST /api/admin/users/u1/suspend': () => {
        users = [suspendedKojo];
        return jsonResponse(suspendedKojo);
      },
    });
    await sendNoteVerdict(calls, {
      open: 'Suspend Kojo Antwi',
      dialog: 'Suspend account',
      submit: 'Suspend',
      refusal: M.suspensionReasonRequired,
      label: 'Reason (required)',
      note: 'Fake listings',
      call: 'POST /api/admin/users/u1/suspend',
      body: { reason: 'Fake listings' },
    });
    await waitFor(() => expect(notifications()).toHaveTextContent('Account suspended'));
    expect(await screen.findByRole('button', { name: 'Reinstate Kojo Antwi' })).toBeVisible();
  });

  it('reinstates a suspended account', async () => {
    const user = userEvent.setup();
    let users = [suspendedKojo];
    renderUsers({
      [FIRST_PAGE]: () => pageOf(users),
      'POST /api/admin/users/u1/reinstate': () => {
        users = [kojo];
        return jsonResponse(kojo);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Reinstate Kojo Antwi' }));
    await waitFor(() => expect(notifications()).toHaveTextContent('Account reinstated'));
    expect(await screen.findByRole('button', { name: 'Suspend Kojo Antwi' })).toBeVisible();
  });

  it('shows a refused reinstatement as a toast', async () => {
    const user = userEvent.setup();
    renderUsers({
      [FIRST_PAGE]: () => pageOf([suspendedKojo]),
      'POST /api/admin/users/u1/reinstate': () => jsonResponse({ message: M.accountNotSuspended }, 409),
    });
    await user.click(await screen.findByRole('button', { name: 'Reinstate Kojo Antwi' }));
    await waitFor(() => expect(notifications()).toHaveTextContent(M.accountNotSuspended));
  });

  it('shows the load error when the list fails', async () => {
    renderUsers({ [FIRST_PAGE]: () => jsonResponse({ message: 'The server failed.' }, 500) });
    expect(await screen.findByText("We couldn't load the users.")).toBeVisible();
  });
});
