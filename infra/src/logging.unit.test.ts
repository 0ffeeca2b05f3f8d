import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import { describe, expect, it } from 'vitest';
import { createLogger, eventLogger, jobLogger, withCorrelation } from './logging';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: createLogger({ level: 'info', base: { roles: 'api' }, destination }) };
}

describe('logging', () => {
  it('writes JSON lines with the time and the base bindings', () => {
    const { lines, logger } = capture();
    logger.info({ carId: 'c1' }, 'car listed');
    expect(lines[0]).toMatchObject({ level: 30, msg: 'car listed', carId: 'c1', roles: 'api' });
    expect(Math.abs(Number(lines[0]!.time) - Date.now())).toBeLessThan(5_000);
  });

  it('never writes session cookies or authorization headers', () => {
    const { lines, logger } = capture();
    logger.info({ req: { headers: { cookie: 'akwaaba_session=secret', authorization: 'Bearer t' } } }, 'x');
    expect(JSON.stringify(lines[0])).not.toContain('secret');
    expect(JSON.stringify(lines[0])).not.toContain('Bearer');
  });

  it('carries the correlation id on every line of a child logger', () => {
    const { lines, logger } = capture();
    const child = withCorrelation(logger, 'corr-123', { bookingId: 'b1' });
    child.info('one');
    child.warn('two');
    expect(lines.map((l) => l.correlationId)).toEqual(['corr-123', 'corr-123']);
    expect(lines[0]!.bookingId).toBe('b1');
    withCorrelation(logger, null).info('none');
    expect(lines[2]).not.toHaveProperty('correlationId');
  });

  it.each([
    {
      what: "a worker's lines the job's queue, id, correlation and causation ids",
      child: (logger: Logger) =>
        jobLogger(logger, {
          id: 'job-1',
          name: 'account-email',
          data: { correlationId: 'corr-9', causationId: 'event-4', to: 'a@b.c' },
        }),
      bindings: { queue: 'account-email', jobId: 'job-1', correlationId: 'corr-9', causationId: 'event-4' },
      /** The job's own data stays out of the lines. */
      without: ['to'],
    },
    {
      what: "an event handler's lines the event's correlation id and the event as cause",
      child: (logger: Logger) =>
        eventLogger(logger, {
          id: 'event-7',
          type: 'BookingCreated',
          streamName: 'booking-1',
          metadata: { correlationId: 'corr-5' },
        }),
      bindings: {
        correlationId: 'corr-5',
        causationId: 'event-7',
        eventType: 'BookingCreated',
        stream: 'booking-1',
      },
      without: [],
    },
  ])('gives $what', ({ child, bindings, without }) => {
    const { lines, logger } = capture();
    child(logger).info('handled');
    expect(lines[0]).toMatchObject(bindings);
    for (const field of without) expect(lines[0]).not.toHaveProperty(field);
  });

  it('logs a job sent without ids by its job id alone', () => {
    const { lines, logger } = capture();
    jobLogger(logger, { id: 'job-2', name: 'q', data: null }).info('old job');
    expect(lines[0]).toMatchObject({ jobId: 'job-2' });
    expect(lines[0]).not.toHaveProperty('correlationId');
  });
});
