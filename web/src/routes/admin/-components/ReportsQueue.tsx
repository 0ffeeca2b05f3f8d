import type { ReportView } from '@akwaaba/domain/reports/reports.views';
import { useQuery } from '@tanstack/react-query';
import { format, parseISO } from 'date-fns';
import { useState } from 'react';
import { reportsQueryOptions } from '#app/api/reports.ts';
import { ActionButtons } from '#app/components/ui/ActionButtons.tsx';
import { reasonLabel } from '#app/reports/report-reasons.ts';
import { DashboardTabCards } from './DashboardTabCards.tsx';
import { ReportCardTitle } from './ReportCardTitle.tsx';
import { type ReportTarget, ResolveReportDialog } from './ReportsQueueResolveDialog.tsx';

const when = (at: string) => format(parseISO(at), 'd MMM yyyy, HH:mm');

/** What a report is about, in a few words: the listing or the person, or that they are gone. */
export function reportAbout(report: ReportView): string {
  if (report.subject.kind === 'car')
    return report.car ? `${report.car.year} ${report.car.make} ${report.car.model}` : 'a deleted listing';
  return report.user ? report.user.name : 'a deleted account';
}

/**
 * The Reports tab: what users reported, open reports first and oldest first, each with its
 * context (the listing and its host, or the person) and who reported it; an open one is
 * resolved with a note.
 */
export function ReportsQueue() {
  // Not suspense: a tab of the dashboard, whose header and other tabs stay while it loads or fails.
  const reports = useQuery(reportsQueryOptions());
  const [resolving, setResolving] = useState<ReportTarget | null>(null);

  return (
    <>
      <DashboardTabCards query={reports} what="the reports" empty="No reports.">
        {(report) => (
          <ReportCard
            report={report}
            onResolve={() => setResolving({ id: report.id, about: reportAbout(report) })}
          />
        )}
      </DashboardTabCards>
      <ResolveReportDialog target={resolving} onClose={() => setResolving(null)} />
    </>
  );
}

function ReportCard({ report, onResolve }: { report: ReportView; onResolve: () => void }) {
  const about = reportAbout(report);
  const title = `${report.subject.kind === 'car' ? 'Listing' : 'User'}: ${about}`;
  const { car, user, resolution } = report;
  return (
    <article aria-label={title} className="grid h-full gap-3 rounded-xl border border-stone-200 bg-white p-5">
      <div>
        <ReportCardTitle status={report.status} title={title} as="h3" />
        {car && (
          <p className="text-sm text-stone-600">
            {car.location} · Host: {car.owner.name ?? 'Unknown'} · Status: {car.status}
          </p>
        )}
        {user && <p className="text-sm text-stone-600">{user.email}</p>}
      </div>
      <div className="grid gap-1 text-sm">
        <p>
          Reason: <span className="font-medium">{reasonLabel(report.reason)}</span>
        </p>
        {report.details && <p className="whitespace-pre-line text-stone-700">{report.details}</p>}
        <p className="text-stone-600">
          Reported by {report.reporter.name ?? 'Unknown'} on {when(report.filedAt)}
        </p>
      </div>
      {resolution ? (
        <p className="rounded-lg bg-stone-50 p-3 text-sm text-stone-700">
          Resolved by {resolution.by.name ?? 'Unknown'} on {when(resolution.at)}: {resolution.note}
        </p>
      ) : (
        <div className="mt-auto grid grid-cols-2 gap-2 pt-2">
          <ActionButtons
            actions={[
              {
                text: 'Resolve',
                spoken: `Resolve the report on ${about}`,
                onClick: onResolve,
                look: ['primary', 'sm'],
              },
            ]}
          />
        </div>
      )}
    </article>
  );
}
