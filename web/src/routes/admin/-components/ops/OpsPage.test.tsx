// @vitest-environment jsdom
import '#app/test/dom.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '#app/components/toast/Toaster.tsx';
import { jsonResponse } from '#app/test/fixtures.ts';
import { renderScreen } from '#app/test/render-screen.tsx';
import { OpsPage } from './OpsPage.tsx';
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

/** Answers each call with the next response of `answers` (the last one repeats), recording requests. */
function serve(answers: Response[]) {
  const calls: { url: string; method: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? 'GET' });
      const next = answers.length > 1 ? answers.shift()! : answers[0]!;
      return next.clone();
    }),
  );
  return calls;
}

function renderOps() {
  renderScreen(
    '/admin/ops',
    { '/admin/ops': OpsPage, '/admin': null, '/cars': null },
    { alongside: <Toaster /> },
  );
}

describe('the ops page', () => {
  it('shows every projection with its state, lag and checkpoint, and a failing one with its error', async () => {
    serve([jsonResponse([CARS, USERS, REACTOR])]);
    renderOps();
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
    const calls = serve([
      jsonResponse([CARS]),
      jsonResponse({ name: 'cars', generation: 2, eventsDone: 0, eventsTotal: 2000 }, 202),
      jsonResponse([running]),
      jsonResponse([done]),
    ]);
    renderOps();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rebuild cars' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rebuild cars?' });
    expect(within(dialog).getByText(/keeps answering from the current copy/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Start rebuild' }));

    expect(calls).toContainEqual({ url: '/api/admin/ops/projections/cars/rebuild', method: 'POST' });
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
    serve([jsonResponse([CARS]), jsonResponse({ message: 'A rebuild of cars is already running.' }, 409)]);
    renderOps();
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
    serve([
      jsonResponse([
        aProjection({
          ...CARS,
          rebuild: { generation: 3, eventsDone: 40, eventsTotal: 100, running: false },
        }),
      ]),
    ]);
    renderOps();
    expect(await screen.findByText(/A rebuild to generation 3 stopped at 40%/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Resume rebuild of cars' }));
    expect(await screen.findByRole('dialog', { name: 'Resume rebuild of cars?' })).toBeInTheDocument();
  });

  it('shows a load failure with a way to try again', async () => {
    serve([
      new Response('{"message":"Something went wrong on our side. Please try again."}', { status: 500 }),
      jsonResponse([CARS]),
    ]);
    renderOps();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the projections.");
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('shows the not-authorized page when the server says 403', async () => {
    serve([jsonResponse({ message: 'Only an admin can see and run projection operations.' }, 403)]);
    renderOps();
    expect(
      await screen.findByRole('heading', { name: 'You are not authorized to view this page' }),
    ).toBeInTheDocument();
  });
});
