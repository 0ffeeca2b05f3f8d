import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser, jsonResponse } from '#app/test/fixtures.ts';
import { type Handler, renderApp } from '#app/test/render-app.tsx';

/** /admin in the real route tree, for a signed-in admin, with the admin endpoints stubbed; returns the calls made. */
export function renderDashboard(endpoints: Record<string, Handler>) {
  return renderApp('/admin', endpoints, { user: aUser({ isAdmin: true }) }).calls;
}

/** One of the dashboard's tabs ("Drivers", "Reports"), opened, with no car waiting; returns the calls made. */
export async function openDashboardTab(tab: string, endpoints: Record<string, Handler>) {
  const calls = renderDashboard({ 'GET /api/admin/pending-cars': () => jsonResponse([]), ...endpoints });
  await userEvent.click(await screen.findByRole('tab', { name: new RegExp(`^${tab}`) }));
  return calls;
}
