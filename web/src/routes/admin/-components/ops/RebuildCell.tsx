import type { ProjectionOps } from '#app/api/operations.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { formatCount, formatTime, rebuildPercent } from './ops-format.ts';

/** The rebuild column: progress while one runs, a way to resume one left interrupted, or the button. */
export function RebuildCell({
  projection: p,
  onRebuild,
}: {
  projection: ProjectionOps;
  onRebuild: (projection: ProjectionOps) => void;
}) {
  if (!p.rebuildable) {
    return (
      <span className="text-sm text-stone-500">Never rebuilt: a replay would repeat its side effects.</span>
    );
  }
  if (p.rebuild?.running) {
    const percent = rebuildPercent(p.rebuild);
    return (
      <div className="grid min-w-48 gap-1">
        <div
          role="progressbar"
          aria-label={`Rebuild of ${p.name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%, ${formatCount(p.rebuild.eventsDone)} of ${formatCount(p.rebuild.eventsTotal)} events`}
          className="h-2 overflow-hidden rounded-full bg-stone-200"
        >
          <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
        </div>
        <span className="text-sm text-stone-700">
          Generation {p.rebuild.generation}: {formatCount(p.rebuild.eventsDone)} of{' '}
          {formatCount(p.rebuild.eventsTotal)} events ({percent}%)
        </span>
      </div>
    );
  }
  return (
    <div className="grid justify-items-start gap-1">
      {p.rebuild && (
        <span className="text-sm text-amber-800">
          A rebuild to generation {p.rebuild.generation} stopped at {rebuildPercent(p.rebuild)}%. Starting
          again resumes it.
        </span>
      )}
      {!p.rebuild && p.rebuildNeeded && (
        <span className="text-sm text-amber-800">Its tables changed in the code: rebuild to apply them.</span>
      )}
      <button
        type="button"
        onClick={() => onRebuild(p)}
        className={buttonClasses('outline', 'sm')}
        aria-label={`${p.rebuild ? 'Resume rebuild of' : 'Rebuild'} ${p.name}`}
      >
        {p.rebuild ? 'Resume rebuild' : 'Rebuild'}
      </button>
      {p.lastRebuild && <LastRebuild outcome={p.lastRebuild} />}
    </div>
  );
}

function LastRebuild({ outcome }: { outcome: NonNullable<ProjectionOps['lastRebuild']> }) {
  if (outcome.status === 'switched') {
    return (
      <span className="text-sm text-stone-600">
        Rebuilt at {formatTime(outcome.at)}: generation {outcome.generation},{' '}
        {formatCount(outcome.eventsApplied ?? 0)} events.
      </span>
    );
  }
  return (
    <span className="text-sm text-red-800">
      Rebuild failed at {formatTime(outcome.at)}: {outcome.message}
    </span>
  );
}
