import { Writable } from 'node:stream';
import { createLogger } from '@akwaaba/infra/logging';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLogController } from './request-logging';

async function appLogging(level: string) {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({
    loggerInstance: createLogger({ level, destination }) as FastifyBaseLogger,
    genReqId: () => 'corr-1234567890',
    logController: new RequestLogController({ requestIdLogLabel: 'correlationId' }),
  });
  app.get('/api/cars/:id', async () => ({ ok: true }));
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/boom', async () => {
    throw new Error('kaboom');
  });
  return { app, lines };
}

describe('request logging', () => {
  it('writes one line per request, when it completes, with the correlation id', async () => {
    const { app, lines } = await appLogging('info');
    await app.inject({
      method: 'GET',
      url: '/api/cars/42?x=1',
      headers: { cookie: 'akwaaba_session=secret' },
    });
    const requestLines = lines.filter((l) => l.url);
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      correlationId: 'corr-1234567890',
      method: 'GET',
      url: '/api/cars/42?x=1',
      route: '/api/cars/:id',
      statusCode: 200,
      responseTime: expect.any(Number),
    });
    expect(JSON.stringify(lines)).not.toContain('secret');
    await app.close();
  });

  it('keeps probes out of info logs, and logs failed requests with their status', async () => {
    const { app, lines } = await appLogging('info');
    await app.inject({ method: 'GET', url: '/healthz' });
    expect(lines.filter((l) => l.url === '/healthz')).toHaveLength(0);
    await app.inject({ method: 'GET', url: '/boom' });
    expect(lines.find((l) => l.url === '/boom')).toMatchObject({
      level: 40,
      msg: 'request failed',
      statusCode: 500,
    });
    // The error itself, with its stack, is the error handler's line.
    expect(JSON.stringify(lines)).toContain('kaboom');
    await app.close();
  });

  it('logs probes at debug level', async () => {
    const { app, lines } = await appLogging('debug');
    await app.inject({ method: 'GET', url: '/healthz' });
    expect(lines.find((l) => l.url === '/healthz')).toMatchObject({ level: 20, statusCode: 200 });
    await app.close();
  });
});
