// @vitest-environment jsdom
import '#app/test/dom.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, jsonResponse } from '#app/test/fixtures.ts';
import { renderApp } from '#app/test/render-app.tsx';
import { aProjection } from './ops-fixtures.ts';

const CARS = aProjection({ name: 'cars', lagEvents: 3, lagSeconds: 1.5, eventsPerSecond: 12.5 });
const USERS = aProjection({
  name: 'users',
  activeGeneration: 2,
  lastError: {
    message: 'column "colour" does not exist',
    position: '912:3302',
    at: '2026-05-01T10:00:00.000Z',
    attempts: 4,
  },
});
const REACTOR = aProjection({ name: 'car_photos_reactor', kind: 'reactor', rebuildable: false });
const PROJECTIONS = 'GET /api/admin/ops/projections';
const REBUILD_CARS = 'POST /api/admin/ops/projections/cars/rebuild';
const JOBS = 'GET /api/admin/ops/jobs';
const DEAD_MAIL = {
  queue: 'account-email',
  id: '0b6f3f1e-6a43-4b8e-9d0c-2f1b8f4f7a10',
  state: 'dead' as const,
  at: '2026-05-01T10:00:00.000Z',
  attempts: 5,
  error: 'connect ECONNREFUSED 127.0.0.1:587',
};
const RETRY_DEAD_MAIL = `POST /api/admin/ops/jobs/account-email/${DEAD_MAIL.id}/retry`;

/** Answers each call with the next of `answers` (the last one repeats). */
const inTurn =
  (...answers: Response[]) =>
  () =>
    (answers.length > 1 ? answers.shift()! : answers[0]!).clone();

/** /admin/ops in the real route tree, for a signed-in admin, with the ops endpoints stubbed; returns the calls made. */
function renderOps(endpoints: Record<string, () => Response>) {
  return renderApp(
    '/admin/ops',
    { [JOBS]: () => jsonResponse([]), ...endpoints },
    { user: aUser({ isAdmin: true }) },
  ).calls;
}

describe('the ops page', () => {
  it('shows every projection with its state, lag and checkpoint, and a failing one with its error', async () => {
    renderOps({ [PROJECTIONS]: () => jsonResponse([CARS, USERS, REACTOR]) });
    const table = await screen.findByRole('table');
    const carsRow = within(table).getByRole('row', { name: /^cars/ });
    expect(within(carsRow).getByText('Up to date')).toBeInTheDocument();
    expect(within(carsRow).getByText('912:3301')).toBeInTheDocument();
    expect(within(carsRow).getByText('3 events')).toBeInTheDocument();
    expect(within(carsRow).getByText('oldest 1.5 s')).toBeInTheDocument();
    expect(within(carsRow).getByText('13')).toBeInTheDocument();
    expect(within(carsRow).getByRole('button', { name: 'Rebuild cars' })).toBeInTheDocument();

    const usersRow = within(table).getByRole('row', { name: /^users\s*Read model/ });
    expect(within(usersRow).getByText('Failing')).toBeInTheDocument();
    expect(screen.getByText(/users is stopped at event 912:3302 .* after 4 attempts/)).toBeInTheDocument();
    expect(screen.getByText('column "colour" does not exist')).toBeInTheDocument();

    const reactorRow = within(table).getByRole('row', { name: /^car_photos_reactor/ });
    expect(within(reactorRow).getByText(/Never rebuilt/)).toBeInTheDocument();
    expect(within(reactorRow).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Admin Dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('asks before rebuilding, starts the rebuild and follows its progress until it switches', async () => {
    const running = aProjection({
      ...CARS,
      rebuild: { generation: 2, eventsDone: 500, eventsTotal: 2000, running: true },
    });
    const done = aProjection({
      ...CARS,
      activeGeneration: 2,
      lastRebuild: {
        status: 'switched',
        at: '2026-05-01T10:05:00.000Z',
        generation: 2,
        eventsApplied: 2000,
        message: null,
      },
    });
    const calls = renderOps({
      [PROJECTIONS]: inTurn(jsonResponse([CARS]), jsonResponse([running]), jsonResponse([done])),
      [REBUILD_CARS]: () =>
        jsonResponse({ name: 'cars', generation: 2, eventsDone: 0, eventsTotal: 2000 }, 202),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rebuild cars' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rebuild cars?' });
    expect(within(dialog).getByText(/keeps answering from the current copy/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Start rebuild' }));

    expect(calls.map((c) => c.call)).toContain(REBUILD_CARS);
    expect(await screen.findByText('Rebuild started')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const progress = await screen.findByRole('progressbar', { name: 'Rebuild of cars' });
    expect(progress).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('Generation 2: 500 of 2,000 events (25%)')).toBeInTheDocument();
    // Polled while it runs: the switch shows without anyone pressing Refresh.
    expect(
      await screen.findByText(/Rebuilt at .*: generation 2, 2,000 events\./, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when the server refuses', async () => {
    renderOps({
      [PROJECTIONS]: () => jsonResponse([CARS]),
      [REBUILD_CARS]: () => jsonResponse({ message: 'A rebuild of cars is already running.' }, 409),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rebuild cars' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Start rebuild' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A rebuild of cars is already running.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers to resume an interrupted rebuild', async () => {
    renderOps({
      [PROJECTIONS]: () =>
        jsonResponse([
          aProjection({
            ...CARS,
            rebuild: { generation: 3, eventsDone: 40, eventsTotal: 100, running: false },
          }),
        ]),
    });
    expect(await screen.findByText(/A rebuild to generation 3 stopped at 40%/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Resume rebuild of cars' }));
    expect(await screen.findByRole('dialog', { name: 'Resume rebuild of cars?' })).toBeInTheDocument();
  });

  it('shows a load failure with a way to try again', async () => {
    renderOps({
      [PROJECTIONS]: inTurn(
        new Response('{"message":"Something went wrong on our side. Please try again."}', { status: 500 }),
        jsonResponse([CARS]),
      ),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the projections.");
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('shows the not-authorized page when the server says 403', async () => {
    renderOps({
      [PROJECTIONS]: () =>
        jsonResponse({ message: 'Only an admin can see and run projection operations.' }, 403),
    });
    expect(
      await screen.findByRole('heading', { name: 'You are not authorized to view this page' }),
    ).toBeInTheDocument();
  });

  it('lists failed and dead jobs, and Retry sends one again and reloads the list', async () => {
    const calls = renderOps({
      [PROJECTIONS]: () => jsonResponse([CARS]),
      [JOBS]: inTurn(jsonResponse([DEAD_MAIL]), jsonResponse([])),
      [RETRY_DEAD_MAIL]: () =>
        jsonResponse(
          { queue: 'account-email', id: '5d1c2b3a-0000-4000-8000-000000000001', was: 'dead' },
          202,
        ),
    });
    const jobs = await screen.findByRole('table', { name: 'Failed and dead jobs, newest first' });
    const row = within(jobs).getByRole('row', { name: /^account-email/ });
    expect(within(row).getByText('Dead')).toBeInTheDocument();
    expect(within(row).getByText('5')).toBeInTheDocument();
    expect(within(row).getByText('connect ECONNREFUSED 127.0.0.1:587')).toBeInTheDocument();

    await userEvent
      .setup()
      .click(within(row).getByRole('button', { name: `Retry account-email job ${DEAD_MAIL.id}` }));
    expect(calls.map((c) => c.call)).toContain(RETRY_DEAD_MAIL);
    expect(
      await screen.findByText(`Job ${DEAD_MAIL.id} was sent to account-email again.`),
    ).toBeInTheDocument();
    expect(await screen.findByText('No failed or dead jobs.')).toBeInTheDocument();
  });

  it('shows why a Retry was refused', async () => {
    renderOps({
      [PROJECTIONS]: () => jsonResponse([CARS]),
      [JOBS]: () => jsonResponse([DEAD_MAIL]),
      [RETRY_DEAD_MAIL]: () =>
        jsonResponse({ message: 'No failed or dead job: it may have been retried already.' }, 404),
    });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: `Retry account-email job ${DEAD_MAIL.id}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent('it may have been retried already');
  });
});
