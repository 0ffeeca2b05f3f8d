import { expect, it } from 'vitest';
import { runChaos } from '../chaos/chaos';
import { postgresRestart } from '../chaos/faults';

/*
 * `npm run chaos`, shortened: one fault (Postgres stopped for 3 s and started again) under a
 * light mixed load on the built product as three processes, then the same checks as the full
 * run. Keeps the mechanism tested; `npm run chaos` runs every fault at 100 requests/s.
 */

it('Postgres restarted under load: 503s with a message meanwhile, recovers without a restart, nothing lost or doubled', async () => {
  const result = await runChaos({
    rate: 30,
    beforeSeconds: 2,
    afterSeconds: 2,
    cars: 40,
    renters: 60,
    recoveryTimeoutMs: 30_000,
    faults: [postgresRestart(3_000)],
  });
  const [row] = result.rows;
  expect(row!.notes.join('\n')).toMatch(/\/readyz answered 503 .*database unreachable/);
  // While Postgres was down clients saw 503s, and nothing else went wrong.
  expect(row!.errors['503'], JSON.stringify(row!.errorBodies)).toBeGreaterThan(0);
  expect(row!.errors, JSON.stringify(row!.errorBodies)).toEqual({ '503': row!.errors['503'] });
  expect(row!.errorBodies['503']).toContain('cannot reach its database right now');
  expect(row!.recoveryMs).not.toBeNull();
  // Something to check: bookings accepted, some paid, sign-ups made.
  expect(result.total.checked.booked).toBeGreaterThan(10);
  expect(result.total.checked.paid).toBeGreaterThan(3);
  expect(result.total.checked.signedUp).toBeGreaterThan(0);
  expect(result.total.lost).toEqual([]);
  expect(result.total.doubled).toEqual([]);
  expect(result.rebuild).toMatchObject({ equal: true, differing: [] });
}, 120_000);
