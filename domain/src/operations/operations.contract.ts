import * as v from 'valibot';
import { defineContract } from '../shared/contract';
import { withoutControlCharacters } from '../shared/form-schemas';

const rebuildProgress = { generation: v.number(), eventsDone: v.number(), eventsTotal: v.number() };

/** One projection or reactor as the ops page shows it. */
export const projectionOpsView = v.object({
  name: v.string(),
  kind: v.picklist(['read-model', 'reactor']),
  /** Null until a runner or a rebuild set the projection up. */
  activeGeneration: v.nullable(v.number()),
  checkpoint: v.nullable(v.string()),
  lagEvents: v.number(),
  lagSeconds: v.number(),
  eventsPerSecond: v.number(),
  runnerActive: v.boolean(),
  lastError: v.nullable(
    v.object({ message: v.string(), position: v.nullable(v.string()), at: v.string(), attempts: v.number() }),
  ),
  rebuild: v.nullable(v.object({ ...rebuildProgress, running: v.boolean() })),
  rebuildNeeded: v.boolean(),
  /** Read models can be rebuilt; reactors never (a replay would repeat e-mails). */
  rebuildable: v.boolean(),
  /** How the last rebuild started from this API instance ended, if any. */
  lastRebuild: v.nullable(
    v.object({
      status: v.picklist(['switched', 'failed']),
      at: v.string(),
      generation: v.nullable(v.number()),
      eventsApplied: v.nullable(v.number()),
      message: v.nullable(v.string()),
    }),
  ),
});
export type ProjectionOpsView = v.InferOutput<typeof projectionOpsView>;

/** How many failed and dead jobs the ops page lists at most. */
export const STUCK_JOBS_LIMIT = 100;

/**
 * A job that will not run again unless an operator retries it: `failed` (pg-boss gave up and
 * kept no dead copy) or `dead` (its retries spent, its copy in the queue's dead-letter queue).
 * Never the job's data, which may hold personal details.
 */
export const stuckJobView = v.object({
  queue: v.string(),
  id: v.string(),
  state: v.picklist(['failed', 'dead']),
  /** When it failed or died (ISO). */
  at: v.string(),
  attempts: v.number(),
  /** The last try's error message, cut to 500 characters. */
  error: v.nullable(v.string()),
});
export type StuckJobView = v.InferOutput<typeof stuckJobView>;

/** The operator's view of the read models and reactors, the stuck jobs, and the development outboxes. */
/** A development outbox's filter: the recipient (`to`, at most `toLength` characters) and how many, newest first. */
const outboxQuery = (toLength: number) =>
  v.object({
    to: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(toLength), withoutControlCharacters('to'))),
    limit: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^[0-9]{1,3}$/, 'limit must be a number from 1 to 200'),
        v.transform(Number),
      ),
    ),
  });

export const opsContract = defineContract('ops', {
  projections: {
    summary: 'Every projection and reactor: checkpoint, lag, events per second, last error, rebuild',
    description:
      'Lag is counted in events after the checkpoint and in the age of the oldest of them. ' +
      '`rebuild` is the generation being built (from any instance), with its progress.',
    access: 'admin',
    method: 'GET',
    path: '/api/admin/ops/projections',
    response: v.array(projectionOpsView),
  },
  rebuild: {
    summary: 'Start a blue-green rebuild of one read model',
    description:
      'Builds the next generation from the first event beside the live one, then switches readers to it. ' +
      'Answers 202 once the rebuild runs; follow it in GET /api/admin/ops/projections. ' +
      '409 for a reactor or when a rebuild of it already runs. An interrupted rebuild resumes.',
    access: 'admin',
    method: 'POST',
    path: '/api/admin/ops/projections/:name/rebuild',
    params: v.object({
      name: v.pipe(v.string(), v.regex(/^[a-z_][a-z0-9_]{0,62}$/, 'No such projection.')),
    }),
    status: 202,
    response: v.object({ name: v.string(), ...rebuildProgress }),
  },
  jobs: {
    summary: 'The failed and dead jobs, newest first',
    description:
      `At most ${STUCK_JOBS_LIMIT}. Each queue retries a job with backoff (infra/src/jobs/queue-policies.ts), ` +
      'then pg-boss copies it to `<queue>.dead`; such a job shows once, as dead. No job data.',
    access: 'admin',
    method: 'GET',
    path: '/api/admin/ops/jobs',
    response: v.array(stuckJobView),
  },
  retryJob: {
    summary: 'Run a failed or dead job again, once',
    description:
      'A dead job is sent to its queue again as a new job (its id answered) and leaves the dead-letter ' +
      'queue in the same transaction; a failed one goes back through pg-boss retry with one try more. ' +
      '404 when the job is neither (already retried, or dropped by retention).',
    access: 'admin',
    method: 'POST',
    path: '/api/admin/ops/jobs/:queue/:id/retry',
    params: v.object({
      queue: v.pipe(v.string(), v.regex(/^[\w.-]{1,100}$/, 'No such queue.')),
      id: v.pipe(v.string(), v.uuid('No such job.')),
    }),
    status: 202,
    response: v.object({ queue: v.string(), id: v.string(), was: v.picklist(['failed', 'dead']) }),
  },
  /** Development only: e-mails in the outbox, newest first. */
  devOutbox: {
    summary: 'Development only: e-mails in the outbox, newest first',
    method: 'GET',
    path: '/api/dev/outbox',
    query: outboxQuery(254),
    response: v.array(
      v.object({
        to: v.string(),
        subject: v.string(),
        text: v.string(),
        sentAt: v.string(),
        /** Its files, each with the address it downloads from (devOutboxAttachment). */
        attachments: v.array(
          v.object({ filename: v.string(), contentType: v.string(), size: v.number(), url: v.string() }),
        ),
      }),
    ),
  },
  /** Development only: SMS in the outbox, newest first. */
  devSms: {
    summary: 'Development only: SMS in the outbox, newest first',
    method: 'GET',
    path: '/api/dev/sms',
    /** `to`: a phone number, in any form a phone form takes; only the SMS to it. */
    query: outboxQuery(40),
    response: v.array(
      v.object({
        /** The recipient in E.164. */
        to: v.string(),
        text: v.string(),
        /** The parts it would be sent and billed as. */
        segments: v.number(),
        sentAt: v.string(),
      }),
    ),
  },
  /** Development only: one file of an e-mail in the outbox, as the e-mail carries it. */
  devOutboxAttachment: {
    summary: 'Development only: a file attached to an e-mail in the outbox',
    method: 'GET',
    path: '/api/dev/outbox/:id/attachments/:index',
    params: v.object({
      id: v.pipe(v.string(), v.regex(/^[0-9]{1,18}$/, 'No such e-mail.')),
      index: v.pipe(v.string(), v.regex(/^[0-9]{1,2}$/, 'No such file.'), v.transform(Number)),
    }),
    response: 'file',
  },
});
