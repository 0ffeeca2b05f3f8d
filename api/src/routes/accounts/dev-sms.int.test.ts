import { loadConfig } from '@akwaaba/infra/config';
import { devSmsOutbox } from '@akwaaba/infra/sms/dev-sms-outbox';
import { createSmsSender } from '@akwaaba/infra/sms/sms-sender';
import type { ObjectStorage } from '@akwaaba/infra/storage/object-storage';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { features } from '../../../../server/features';
import { testSecrets } from '../../../../test/support/test-secrets';
import { startAppWithUsers } from '../../../../test/users';
import { buildApp } from '../../app';
import { call } from '../cars/cars-test-support';

/*
 * The development SMS outbox: what `npm start` texts with no Hubtel configured, kept once per
 * idempotency key and read at GET /api/dev/sms and /dev/sms, beside the e-mail outbox.
 */

const { t } = await startAppWithUsers({});
const silent = pino({ level: 'silent' });
const outbox = devSmsOutbox(t.db.pool, silent);

interface ListedSms {
  to: string;
  text: string;
  segments: number;
  sentAt: string;
}
const listed = async (query = '') => (await call<ListedSms[]>(t, 'GET', `/api/dev/sms${query}`)).body;

describe('the development SMS outbox', () => {
  it('is what npm start uses: no configuration needed, and it keeps each SMS once per key', async () => {
    const sms = await createSmsSender({ config: loadConfig({}), pool: t.db.pool, logger: silent });
    expect(sms.kind).toBe('dev-outbox');
    const message = { to: '+233244000010', text: 'Your code is 482913', correlationId: 'signup-1' };
    const first = await sms.send(message, 'n-1:u-1');
    expect(first).toEqual({
      outcome: 'sent',
      providerMessageId: expect.stringMatching(/^dev-sms-\d+$/),
      costPesewas: null,
    });
    expect(await sms.send(message, 'n-1:u-1')).toEqual({ ...first, outcome: 'already-sent' });
    const { rows } = await t.db.pool.query(
      'select to_number, text_body, segments, correlation_id from dev_sms_outbox where idempotency_key = $1',
      ['n-1:u-1'],
    );
    expect(rows).toEqual([
      {
        to_number: '+233244000010',
        text_body: 'Your code is 482913',
        segments: 1,
        correlation_id: 'signup-1',
      },
    ]);
  });

  it('lists SMS newest first at GET /api/dev/sms (recipient in E.164, text, parts), for one number when asked', async () => {
    await outbox.send({ to: '+233244000011', text: 'First: GHS 250.00' }, 'list-1');
    await outbox.send({ to: '+233244000012', text: 'Second: ₵250.00' }, 'list-2');
    const all = await listed();
    expect(Object.keys(all[0]!).sort()).toEqual(['segments', 'sentAt', 'text', 'to']);
    const order = all.map((sms) => sms.text);
    expect(order.indexOf('Second: ₵250.00')).toBeLessThan(order.indexOf('First: GHS 250.00'));
    // A number as a person types it finds the SMS to its E.164 form.
    expect(await listed(`?to=${encodeURIComponent('024 400 0011')}`)).toEqual([
      { to: '+233244000011', text: 'First: GHS 250.00', segments: 1, sentAt: expect.any(String) },
    ]);
    expect(await listed(`?to=${encodeURIComponent('+233244000012')}`)).toHaveLength(1);
    expect(await listed('?to=nobody')).toEqual([]);
  });

  it('shows a page at /dev/sms, the texts escaped, linked with the e-mail outbox both ways', async () => {
    await outbox.send({ to: '+233244000014', text: 'Hi <b>Esi</b>' }, 'page-1');
    const page = await fetch(`${t.baseUrl}/dev/sms?to=${encodeURIComponent('+233244000014')}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('Development SMS');
    expect(html).toContain('Hi &lt;b&gt;Esi&lt;/b&gt;');
    expect(html).not.toContain('<b>Esi</b>');
    expect(html).toContain('<a href="/dev/outbox">');
    expect(await (await fetch(`${t.baseUrl}/dev/outbox`)).text()).toContain('<a href="/dev/sms">');
  });

  it('refuses a number with a control character with a 400', async () => {
    expect((await call(t, 'GET', '/api/dev/sms?to=a%00b')).status).toBe(400);
  });
});

describe('in production mode', () => {
  it('has no SMS outbox routes, and without Hubtel warns that SMS reach nobody', async () => {
    const env = { NODE_ENV: 'production', APP_SECRET: 'p'.repeat(32), PUBLIC_URL: 'https://akwaaba.example' };
    const config = { ...loadConfig(env), port: 0 };
    const app = await buildApp({
      features,
      config,
      pool: t.db.pool,
      store: t.store,
      storage: {} as ObjectStorage,
      secrets: testSecrets,
      logger: silent,
    });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/dev/sms' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/dev/sms' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
    const warnings: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => warnings.push(line) });
    expect((await createSmsSender({ config, pool: t.db.pool, logger })).kind).toBe('dev-outbox');
    expect(warnings.join('')).toContain('SMS go to the dev_sms_outbox table and reach nobody');
  });
});
