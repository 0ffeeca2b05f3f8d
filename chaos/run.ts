import { mkdir, writeFile } from 'node:fs/promises';
import { type ChaosResult, chaosTable, runChaos } from './chaos';
import { paymentProviderFault, postgresRestart, projectionsKill, storageDown, workersKill } from './faults';
import { runStartChecks, type StartCheck } from './start-checks';

/**
 * `npm run chaos`: the product under a steady mixed load (CHAOS_RATE requests a second, 100
 * by default), one fault after another, then the checks. Prints the table of faults and
 * writes it, with what clients saw, to chaos/results/latest.md. Exits 1 when anything was
 * lost or doubled, a fault did not recover, or a read model differs from its rebuild.
 * Loopback only; it stops itself (a few minutes).
 */
// Ctrl-C ends the product processes and Postgres too (their exit hooks), never leaving them running.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

const rate = Number(process.env.CHAOS_RATE ?? 100);
if (!Number.isFinite(rate) || rate <= 0 || rate > 1000)
  throw new Error('CHAOS_RATE must be a number from 1 to 1000');

const result = await runChaos({
  rate,
  beforeSeconds: 5,
  afterSeconds: 10,
  cars: 400,
  renters: 800,
  faults: [
    postgresRestart(5_000),
    projectionsKill(),
    workersKill(),
    paymentProviderFault('slow'),
    paymentProviderFault('failing'),
    storageDown(5_000),
  ],
  keepData: process.env.CHAOS_KEEP_DATA === '1',
  log: (line) => console.log(line),
});
console.log('Starting on a read-only and on a full data folder...');
const startChecks = await runStartChecks();
const report = `${describe(result)}\n\n${describeStartChecks(startChecks)}`;
console.log(`\n${report}`);
await mkdir('chaos/results', { recursive: true });
await writeFile(
  'chaos/results/latest.md',
  `# Chaos run, ${new Date().toISOString()}, ${rate} requests/s\n\n${report}\n`,
);
process.exit(failed(result) || startChecks.some((check) => check.passed === false) ? 1 : 0);

function describeStartChecks(checks: StartCheck[]): string {
  return [
    'Start on a broken data folder (one line naming it, exit 1):',
    ...checks.map(
      (check) =>
        `- ${check.name}: ${check.passed === null ? 'not run' : check.passed ? 'passed' : `FAILED (exit ${check.exitCode})`}: ${check.output.join(' / ')}`,
    ),
  ].join('\n');
}

function failed(result: ChaosResult): boolean {
  return (
    !result.rebuild.equal ||
    result.total.lost.length > 0 ||
    result.total.doubled.length > 0 ||
    result.rows.some((row) => row.recoveryMs === null || row.lost > 0 || row.doubled > 0)
  );
}

function describe(result: ChaosResult): string {
  const lines = [chaosTable(result), ''];
  const { total, rebuild } = result;
  lines.push(
    `Whole run: ${total.checked.booked} bookings answered 201, ${total.checked.paid} of them paid, ${total.checked.signedUp} sign-ups and ${total.checked.listed} car listings answered 201: ` +
      `${total.lost.length === 0 ? 'none lost' : 'LOST'}, ${total.doubled.length === 0 ? 'none doubled' : 'DOUBLED'} (every booking stream in the store).`,
    `Read models against a from-scratch rebuild: ${rebuild.equal ? 'equal' : `DIFFERENT (${rebuild.differing.join(', ')})`} ` +
      `(${rebuild.readModels} read models, ${rebuild.rows.toLocaleString('en-GB')} rows).`,
  );
  for (const finding of [...total.lost, ...total.doubled])
    lines.push(`- ${finding.check}: ${finding.count} (e.g. ${finding.examples.join(', ')})`);
  lines.push('', 'What clients saw, one answer per error status:');
  for (const row of result.rows) {
    for (const note of row.notes) lines.push(`- ${row.fault}: ${note}`);
    for (const [status, body] of Object.entries(row.errorBodies))
      lines.push(`- ${row.fault}, ${status}: ${body.replace(/\s+/g, ' ')}`);
  }
  return lines.join('\n');
}
