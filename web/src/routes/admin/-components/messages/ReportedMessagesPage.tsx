import { resolveMessageReportSchema } from '@akwaaba/domain/conversations/conversation.schemas';
import type { ReportedMessageView } from '@akwaaba/domain/conversations/conversation.views';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { reportedMessagesQueryOptions, useResolveMessageReport } from '#app/api/conversations.ts';
import { type Action, ActionButtons } from '#app/components/ui/ActionButtons.tsx';
import { SkeletonList } from '#app/components/ui/Skeleton.tsx';
import { MessageText } from '#app/conversations/MessageText.tsx';
import { messageTime } from '#app/conversations/message-time.ts';
import { AdminSubpage } from '../AdminSubpage.tsx';
import { NoteDialog } from '../NoteDialog.tsx';
import { ReportCardTitle } from '../ReportCardTitle.tsx';
import { ReadConversationDialog } from './ReadConversationDialog.tsx';

const TITLE = 'Reported messages';
const INTRO =
  'Messages renters and hosts reported, open ones first. Read the conversation only when you need it: each reading is recorded.';

/**
 * /admin/messages: each reported message with the messages around it and who reported it and
 * why; reading the whole conversation (recorded), and resolving the report with a note.
 */
export function ReportedMessagesPage() {
  const { data: reports } = useSuspenseQuery(reportedMessagesQueryOptions());
  const [reading, setReading] = useState<ReportedMessageView | null>(null);
  const [resolving, setResolving] = useState<ReportedMessageView | null>(null);
  const resolve = useResolveMessageReport();

  return (
    <AdminSubpage title={TITLE} intro={INTRO}>
      {reports.length === 0 ? (
        <p className="rounded-xl bg-white p-10 text-center text-lg font-semibold">No reported messages.</p>
      ) : (
        <ul className="grid gap-4">
          {reports.map((report) => (
            <li key={report.messageId}>
              <ReportedMessageCard
                report={report}
                onRead={() => setReading(report)}
                onResolve={() => setResolving(report)}
              />
            </li>
          ))}
        </ul>
      )}
      <ReadConversationDialog
        subject={
          reading && {
            conversationId: reading.conversationId,
            carTitle: reading.car.title,
            messageId: reading.messageId,
          }
        }
        onClose={() => setReading(null)}
      />
      <NoteDialog
        target={resolving}
        onClose={() => setResolving(null)}
        mutation={resolve}
        verdict={(report) => ({
          title: 'Resolve report',
          about: `The message from ${report.sender.name} about the ${report.car.title}.`,
          label: 'What was done (required)',
          placeholder: 'e.g. Warned the sender; the message broke no rule.',
          submitText: 'Resolve',
          refuses: false,
          field: 'note',
          schema: resolveMessageReportSchema,
          request: (note) => ({ conversationId: report.conversationId, messageId: report.messageId, note }),
          done: {
            title: 'Report resolved',
            description: `The report on the message from ${report.sender.name} is closed.`,
          },
        })}
      />
    </AdminSubpage>
  );
}

function ReportedMessageCard({
  report,
  onRead,
  onResolve,
}: {
  report: ReportedMessageView;
  onRead: () => void;
  onResolve: () => void;
}) {
  const title = `Message from ${report.sender.name} about the ${report.car.title}`;
  const { resolution } = report;
  const actions: Action[] = [
    {
      text: 'Read conversation',
      spoken: `Read conversation: ${title}`,
      onClick: onRead,
      look: ['outline', 'sm'],
    },
  ];
  if (report.status === 'open')
    actions.push({
      text: 'Resolve',
      spoken: `Resolve: ${title}`,
      onClick: onResolve,
      look: ['primary', 'sm'],
    });
  return (
    <article aria-label={title} className="grid gap-4 rounded-xl border border-stone-200 bg-white p-5">
      <div>
        <ReportCardTitle status={report.status} title={title} as="h2" />
        <p className="text-sm text-stone-600">Sent {messageTime(report.sentAt)}</p>
      </div>
      <ol aria-label="The message and the ones around it" className="grid gap-2">
        {report.context.map((line) => (
          <li
            key={`${line.sentAt}-${line.senderName}`}
            className={`grid gap-1 rounded-lg p-3 ${line.reported ? 'border-2 border-red-700 bg-red-50' : 'bg-stone-50'}`}
          >
            <p className="text-xs text-stone-600">
              <span className="font-semibold text-ink">{line.senderName}</span>, {messageTime(line.sentAt)}
              {line.reported && <span className="font-semibold text-red-800"> · Reported</span>}
            </p>
            <MessageText text={line.text} className="text-sm" />
          </li>
        ))}
      </ol>
      <ul aria-label="Reports" className="grid gap-1 text-sm">
        {report.reporters.map((reporter) => (
          <li key={reporter.id}>
            Reported by <span className="font-medium">{reporter.name}</span> on{' '}
            {messageTime(reporter.reportedAt)}
            {reporter.reason ? (
              <>
                : <q className="whitespace-pre-wrap">{reporter.reason}</q>
              </>
            ) : (
              ' (no reason given)'
            )}
          </li>
        ))}
      </ul>
      {resolution && (
        <p className="rounded-lg bg-stone-50 p-3 text-sm text-stone-700">
          Resolved by {resolution.by} on {messageTime(resolution.at)}: {resolution.note}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <ActionButtons actions={actions} />
      </div>
    </article>
  );
}

/** The page's shape while the reports load. */
export function ReportedMessagesSkeleton() {
  return (
    <AdminSubpage title={TITLE} intro={INTRO}>
      <SkeletonList count={2} className="h-64 rounded-xl" />
    </AdminSubpage>
  );
}
