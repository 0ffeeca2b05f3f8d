import { type DestinationStream, type Logger, pino } from 'pino';

/*
 * One user action has one correlation id: the API takes it from the request
 * (or the caller's X-Correlation-Id), the command handler writes it into every
 * event's metadata, reactors copy it into the jobs they send, and workers log
 * and e-mail with it. Searching the logs for that id shows the whole story of
 * the action, across processes.
 */

/**
 * The product's root logger: JSON lines on stdout (`time` in epoch milliseconds,
 * pino's cheapest clock: an ISO string per line cost 2% of a cached GET in the
 * benchmark profile), `err` serialised with its stack, and session cookies or
 * authorization headers never written, even if a request object is logged whole.
 */
export function createLogger(options: {
  level: string;
  base?: Record<string, unknown>;
  /** Where the lines go; stdout by default. */
  destination?: DestinationStream;
}): Logger {
  const settings = {
    level: options.level,
    base: { pid: process.pid, ...options.base },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'headers.cookie', 'headers.authorization'],
      censor: '[redacted]',
    },
  };
  return options.destination ? pino(settings, options.destination) : pino(settings);
}

/**
 * A child logger whose every line carries `correlationId` (when there is one)
 * and the given bindings. Cheap: pino serialises the bindings once.
 */
export function withCorrelation(
  logger: Logger,
  correlationId: string | null | undefined,
  bindings: Record<string, unknown> = {},
): Logger {
  return logger.child(correlationId ? { correlationId, ...bindings } : bindings);
}

/** The parts of a pg-boss job a log line needs. */
export interface LoggedJob {
  id: string;
  name: string;
  data?: unknown;
}

/**
 * For a worker handling one job: a child logger with the queue, the job id and
 * the correlation and causation ids the reactor put in the job's data (jobs
 * without them log without them).
 */
export function jobLogger(logger: Logger, job: LoggedJob): Logger {
  const data = (typeof job.data === 'object' && job.data !== null ? job.data : {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const causationId = text(data.causationId);
  return withCorrelation(logger, text(data.correlationId), {
    queue: job.name,
    jobId: job.id,
    ...(causationId ? { causationId } : {}),
  });
}

/** The parts of a recorded event a log line needs. */
export interface LoggedEvent {
  id: string;
  type: string;
  streamName: string;
  metadata: { correlationId: string };
}

/** For code reacting to an event: its correlation id, and the event as the cause. */
export function eventLogger(logger: Logger, event: LoggedEvent): Logger {
  return withCorrelation(logger, event.metadata.correlationId, {
    causationId: event.id,
    eventType: event.type,
    stream: event.streamName,
  });
}
