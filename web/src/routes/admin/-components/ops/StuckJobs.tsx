import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type StuckJob, stuckJobsQueryOptions, useRetryJob } from '#app/api/operations.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { OpsTableHead, opsCell } from './OpsTableHead.tsx';

const COLUMNS = ['Queue', 'State', 'When', 'Tries', 'Error', ''];

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The jobs that will not run again on their own: dead (their retries spent, kept in the
 * queue's dead-letter queue) and failed. Retry runs one again, once. Read on its own, so the
 * projections above never wait for it or fail with it.
 */
export function StuckJobs() {
  const jobs = useQuery(stuckJobsQueryOptions());
  const retry = useRetryJob();
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<{ id: string; message: string } | null>(null);

  const onRetry = (job: StuckJob) => {
    setDone(null);
    setFailed(null);
    retry.mutate(job, {
      onSuccess: () => setDone(`Job ${job.id} was sent to ${job.queue} again.`),
      onError: (error) => setFailed({ id: job.id, message: error.message }),
    });
  };

  return (
    <section aria-labelledby="stuck-jobs-heading" className="grid gap-3">
      <h2 id="stuck-jobs-heading" className="text-lg font-semibold">
        Failed and dead jobs
      </h2>
      <p role="status" aria-live="polite" className="text-sm text-brand-800">
        {done ?? ''}
      </p>
      {failed && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {failed.message}
        </p>
      )}
      {jobs.isPending ? (
        <p className="text-sm text-stone-600">Loading jobs...</p>
      ) : jobs.isError ? (
        <p className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
          We couldn't load the failed jobs: {jobs.error.message}
        </p>
      ) : jobs.data.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-sm">No failed or dead jobs.</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it.
        <div tabIndex={0} className="overflow-x-auto rounded-xl bg-white shadow-sm">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption className="sr-only">Failed and dead jobs, newest first</caption>
            <OpsTableHead columns={COLUMNS} />
            <tbody>
              {jobs.data.map((job) => (
                <tr key={job.id} className="border-b border-stone-100 last:border-0">
                  <th scope="row" className={`${opsCell} font-mono font-semibold`}>
                    {job.queue}
                    <span className="block text-xs font-normal text-stone-500">{job.id}</span>
                  </th>
                  <td className={opsCell}>
                    <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
                      {job.state === 'dead' ? 'Dead' : 'Failed'}
                    </span>
                  </td>
                  <td className={opsCell}>{when(job.at)}</td>
                  <td className={opsCell}>{job.attempts}</td>
                  <td className={`${opsCell} max-w-md break-words font-mono text-xs`}>
                    {job.error ?? 'No message'}
                  </td>
                  <td className={opsCell}>
                    <button
                      type="button"
                      onClick={() => onRetry(job)}
                      disabled={retry.isPending}
                      aria-label={`Retry ${job.queue} job ${job.id}`}
                      className={buttonClasses('outline', 'sm')}
                    >
                      Retry
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
