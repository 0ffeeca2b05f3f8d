import type { ProjectionOps } from '#app/api/operations.ts';

const whole = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

/** 12,345 */
export const formatCount = (n: number): string => whole.format(n);

/** "0 s", "4.2 s", "3 min", "2 h 5 min": how far behind a projection is, in words an operator scans. */
export function formatAge(seconds: number): string {
  if (seconds < 60) return `${oneDecimal.format(seconds)} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
}

/** Events per second with one decimal below 10, whole above. */
export const formatRate = (perSecond: number): string =>
  perSecond < 10 ? oneDecimal.format(perSecond) : whole.format(perSecond);

/** Local time of day, e.g. 14:05:09. */
export const formatTime = (iso: string | Date): string =>
  new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** Whole percent of a rebuild done; 100 when there was nothing to do. */
export const rebuildPercent = (rebuild: NonNullable<ProjectionOps['rebuild']>): number =>
  rebuild.eventsTotal === 0
    ? 100
    : Math.min(100, Math.floor((rebuild.eventsDone / rebuild.eventsTotal) * 100));

export type Health = 'failing' | 'stopped' | 'behind' | 'rebuilding' | 'healthy';

/** One word for the row: a failure first, then no runner, then lag over 30 s or 10,000 events. */
export function healthOf(p: ProjectionOps): Health {
  if (p.lastError) return 'failing';
  if (!p.runnerActive) return 'stopped';
  if (p.lagSeconds > 30 || p.lagEvents > 10_000) return 'behind';
  if (p.rebuild?.running) return 'rebuilding';
  return 'healthy';
}
