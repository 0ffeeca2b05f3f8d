import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeaderOptions } from './security-headers';

/** The options the app registers, for plain HTTP and behind TLS. */
const appOptions = securityHeaderOptions;

async function headersWith(register: (app: ReturnType<typeof Fastify>) => Promise<void> | void) {
  const app = Fastify();
  await register(app);
  app.get('/api/cars', async () => ({ ok: true }));
  app.get('/boom', async () => {
    throw new Error('boom');
  });
  const answers = await Promise.all([
    app.inject({ method: 'GET', url: '/api/cars' }),
    app.inject({ method: 'GET', url: '/boom' }),
    app.inject({ method: 'GET', url: '/nowhere' }),
  ]);
  await app.close();
  return answers.map(({ headers }) => {
    const { date: _date, ...rest } = headers;
    return rest;
  });
}

describe('security headers', () => {
  it.each([
    ['plain HTTP', false],
    ['behind TLS', true],
  ])('are the same as @fastify/helmet sends with the same options (%s)', async (_name, https) => {
    const ours = await headersWith((app) => registerSecurityHeaders(app, appOptions(https)));
    const theirs = await headersWith(async (app) => {
      await app.register(fastifyHelmet, appOptions(https));
    });
    expect(ours).toEqual(theirs);
    expect(ours[0]!['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(ours[2]!['x-content-type-options']).toBe('nosniff');
    expect('strict-transport-security' in ours[0]!).toBe(https);
  });
});
