import type { Actor } from '../shared/actor';
import { type HistoryRunner, type HistoryStep, skip } from '../shared/history.testing';
import { type ReportCommand, reportDecider } from './report.decider';
import { reportStream } from './report.events';
import { reportIdFor } from './report-id';

/*
 * The reports feature's history (see shared/history.testing.ts): users report a listing or
 * its host; admins resolve some, and some are filed again after.
 */

/**
 * `reporter` reports the car (n even) or its host (n odd); `admin` resolves every third
 * report, and every sixth is filed again after.
 */
export function reportHistory(
  run: HistoryRunner,
  n: number,
  reporter: Actor,
  car: { carId: string; hostId: string },
  admin: Actor,
): HistoryStep[] {
  const subject =
    n % 2 === 0 ? { kind: 'car' as const, id: car.carId } : { kind: 'user' as const, id: car.hostId };
  const reportId = reportIdFor(reporter.userId!, subject);
  const on = (command: ReportCommand) => run.handle(reportDecider, reportStream(reportId), command);
  const file = (reason: 'fake listing' | 'other') => () =>
    on({
      type: 'FileReport',
      reportId,
      actor: reporter,
      subject,
      subjectOwnerId: subject.kind === 'car' ? car.hostId : null,
      reason,
      details: reason === 'other' ? `Report ${n}: the host asked for cash.` : '',
      now: new Date().toISOString(),
    });
  return [
    file(n % 4 < 2 ? 'fake listing' : 'other'),
    () =>
      n % 3 === 0
        ? on({
            type: 'ResolveReport',
            reportId,
            actor: admin,
            note: 'Spoke to the host.',
            now: new Date().toISOString(),
          })
        : skip(),
    n % 6 === 0 ? file('other') : skip,
  ];
}
