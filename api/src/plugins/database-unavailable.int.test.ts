import { DATABASE_UNAVAILABLE_MESSAGE } from '@akwaaba/infra/postgres/unavailable';
import { ObjectStorageUnavailableError } from '@akwaaba/infra/storage/object-storage';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testPostgresUrl } from '../../../test/database';
import { freePort } from '../../../test/free-port';
import { registerErrorHandling, STORAGE_UNAVAILABLE_MESSAGE } from './errors';

/*
 * While Postgres is down or restarting, the API answers 503 with a message a person can act
 * on (and Retry-After), not a 500 with a stack or a hang; the errors are node-postgres's own,
 * from a real server. A wrong query is still a 500: only unavailability is mapped.
 */

let app: FastifyInstance;
let live: pg.Pool;
let nowhere: pg.Pool;

beforeAll(async () => {
  live = new pg.Pool({ connectionString: testPostgresUrl(), max: 3 });
  live.on('error', () => {});
  // Nothing listens there: what a pool sees while Postgres is stopped.
  nowhere = new pg.Pool({
    connectionString: `postgres://akwaaba:akwaaba@127.0.0.1:${await freePort()}/akwaaba`,
  });
  nowhere.on('error', () => {});
  app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.get('/stopped', async () => (await nowhere.query('select 1')).rows);
  // A connection Postgres ends under a query, as its fast shutdown does (57P01).
  app.get('/shut-down', async () => {
    const client = await live.connect();
    // The ended connection is also reported as an error event on the client, after the query's
    // rejection; the pool listens only to clients it holds, so this one is listened to here.
    client.on('error', () => {});
    try {
      const pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      const sleeping = client.query('select pg_sleep(5)');
      // Its rejection may arrive before the terminate's answer: handled from the start, awaited below.
      sleeping.catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 100));
      await live.query('select pg_terminate_backend($1)', [pid]);
      return (await sleeping).rows;
    } finally {
      client.release(true);
    }
  });
  app.get('/storage-down', async () => {
    throw new ObjectStorageUnavailableError('Object storage cannot be reached', {
      cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED', syscall: 'connect' }),
    });
  });
  app.get('/wrong-query', async () => (await live.query('select * from no_such_table')).rows);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await nowhere?.end();
  await live?.end();
});

it('answers 503 with a message and Retry-After when Postgres refuses connections', async () => {
  const started = Date.now();
  const response = await app.inject({ method: 'GET', url: '/stopped' });
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
  expect(Date.now() - started).toBeLessThan(5_000);
});

it('answers 503 when Postgres ends the connection under a query (shutdown)', async () => {
  const response = await app.inject({ method: 'GET', url: '/shut-down' });
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
});

it('still answers 500 without details for a query that is wrong', async () => {
  const response = await app.inject({ method: 'GET', url: '/wrong-query' });
  expect(response.statusCode).toBe(500);
  expect(response.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
});

it('answers 503 with its own message when object storage cannot be reached: nothing was saved', async () => {
  const response = await app.inject({ method: 'GET', url: '/storage-down' });
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.json()).toEqual({ message: STORAGE_UNAVAILABLE_MESSAGE });
});
