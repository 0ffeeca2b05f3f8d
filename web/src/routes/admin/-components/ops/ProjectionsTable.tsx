import { Fragment } from 'react';
import type { ProjectionOps } from '#app/api/operations.ts';
import { OpsTableHead, opsCell } from './OpsTableHead.tsx';
import { formatAge, formatCount, formatRate, formatTime, type Health, healthOf } from './ops-format.ts';
import { RebuildCell } from './RebuildCell.tsx';

const HEALTH: Record<Health, { label: string; className: string }> = {
  healthy: { label: 'Up to date', className: 'bg-brand-100 text-brand-800' },
  rebuilding: { label: 'Rebuilding', className: 'bg-sky-100 text-sky-900' },
  behind: { label: 'Behind', className: 'bg-amber-100 text-amber-900' },
  stopped: { label: 'No runner', className: 'bg-amber-100 text-amber-900' },
  failing: { label: 'Failing', className: 'bg-red-100 text-red-900' },
};

const COLUMNS = ['Name', 'State', 'Generation', 'Checkpoint', 'Lag', 'Events/s', 'Rebuild'];

/**
 * Every projection and reactor in one table: state, generation, checkpoint, lag,
 * throughput and the rebuild column. A failing projection gets a row of its own
 * under it with the error, so it cannot be missed. Scrolls sideways on a phone.
 */
export function ProjectionsTable({
  projections,
  onRebuild,
}: {
  projections: ProjectionOps[];
  onRebuild: (projection: ProjectionOps) => void;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it.
    <section tabIndex={0} aria-label="Projections" className="overflow-x-auto rounded-xl bg-white shadow-sm">
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption className="sr-only">
          Projections and reactors with their checkpoint, lag and rebuild state
        </caption>
        <OpsTableHead columns={COLUMNS} />
        <tbody>
          {projections.map((p) => {
            const health = HEALTH[healthOf(p)];
            return (
              <Fragment key={p.name}>
                <tr className="border-b border-stone-100 last:border-0">
                  <th scope="row" className={`${opsCell} font-semibold`}>
                    <span className="block font-mono">{p.name}</span>
                    <span className="text-xs font-normal text-stone-500">
                      {p.kind === 'reactor' ? 'Reactor (sends jobs)' : 'Read model'}
                    </span>
                  </th>
                  <td className={opsCell}>
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${health.className}`}>
                      {health.label}
                    </span>
                  </td>
                  <td className={opsCell}>{p.activeGeneration ?? 'Not set up'}</td>
                  <td className={`${opsCell} break-all font-mono text-xs`}>
                    {p.checkpoint ?? 'Start of the log'}
                  </td>
                  <td className={opsCell}>
                    {formatCount(p.lagEvents)} {p.lagEvents === 1 ? 'event' : 'events'}
                    <span className="block text-xs text-stone-500">oldest {formatAge(p.lagSeconds)}</span>
                  </td>
                  <td className={opsCell}>{formatRate(p.eventsPerSecond)}</td>
                  <td className={opsCell}>
                    <RebuildCell projection={p} onRebuild={onRebuild} />
                  </td>
                </tr>
                {p.lastError && (
                  <tr className="border-b border-stone-100">
                    <td colSpan={COLUMNS.length} className="px-3 pb-3">
                      <div className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">
                        <p className="font-semibold">
                          {p.name} is stopped at event {p.lastError.position ?? '(not tied to an event)'}{' '}
                          since {formatTime(p.lastError.at)}, after {formatCount(p.lastError.attempts)}{' '}
                          {p.lastError.attempts === 1 ? 'attempt' : 'attempts'}. It retries with backoff and
                          never skips the event.
                        </p>
                        <p className="mt-1 break-words font-mono text-xs">{p.lastError.message}</p>
                      </div>
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
