import { registerVerifiedAccount } from '@akwaaba/application/accounts/verified-account';
import { hashPassword } from '@akwaaba/infra/accounts/passwords';
import { loadConfig } from '@akwaaba/infra/config';
import { PostgresEventStore } from '@akwaaba/infra/eventstore/postgres/postgres-event-store';
import { devOutboxMailer } from '@akwaaba/infra/mail/dev-outbox';
import { appSecretsFrom } from '@akwaaba/infra/secrets/app-secret';
import type { ObjectStorage } from '@akwaaba/infra/storage/object-storage';
import {
  carsReadModel,
  startProjectionRunners,
  usersReadModel,
  waitForProjections,
} from '@akwaaba/projections';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { features } from '../../../../server/features';
import { createTestDatabase } from '../../../../test/database';
import { buildApp } from '../../app';
import { call, mailsTo, newEmail, post, signUp, startAccountTestApp, waitForMail } from './auth-test-support';

const t = await startAccountTestApp();

describe('development outbox', () => {
  it('lists e-mails newest first as JSON (to, subject, text, sentAt, attachments), optionally for one address', async () => {
    const first = await signUp(t, { email: newEmail('first') });
    const second = await signUp(t, { email: newEmail('second') });
    const all = await call<{ to: string; subject: string; text: string; sentAt: string }[]>(
      t,
      'GET',
      '/api/dev/outbox',
    );
    expect(all.status).toBe(200);
    const order = all.body.map((mail) => mail.to);
    expect(order.indexOf(second.email)).toBeLessThan(order.indexOf(first.email));
    expect(Object.keys(all.body[0]!).sort()).toEqual(['attachments', 'sentAt', 'subject', 'text', 'to']);
    const mine = await call<{ to: string }[]>(
      t,
      'GET',
      `/api/dev/outbox?to=${encodeURIComponent(first.email.toUpperCase())}`,
    );
    expect(mine.body.map((mail) => mail.to)).toEqual([first.email]);
  });

  it('keeps the files an e-mail carries: listed with a download link each, downloaded as they were sent', async () => {
    const to = newEmail('files');
    const calendar = 'BEGIN:VCALENDAR\r\nSUMMARY:Ɔkwan pa\r\nEND:VCALENDAR\r\n';
    const outbox = devOutboxMailer(t.db.pool, pino({ level: 'silent' }));
    const message = {
      to,
      subject: 'Your trip is booked',
      text: 'Plain',
      html: '<p>Plain</p>',
      attachments: [
        {
          filename: 'akwaaba-trip-1a2b3c4d.ics',
          contentType: 'text/calendar; charset=utf-8',
          content: calendar,
        },
        { filename: 'bytes.bin', contentType: 'application/octet-stream', content: Buffer.from([0, 255, 7]) },
      ],
    };
    expect(await outbox.send(message, `files:${to}`)).toBe('sent');
    expect(await outbox.send(message, `files:${to}`)).toBe('already-sent');

    const [mail] = await mailsTo(t, to);
    expect(mail!.attachments).toEqual([
      {
        filename: 'akwaaba-trip-1a2b3c4d.ics',
        contentType: 'text/calendar; charset=utf-8',
        size: Buffer.byteLength(calendar),
        url: expect.stringMatching(/^\/api\/dev\/outbox\/\d+\/attachments\/0$/),
      },
      expect.objectContaining({ filename: 'bytes.bin', size: 3 }),
    ]);
    const ics = await fetch(`${t.baseUrl}${mail!.attachments[0]!.url}`);
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(ics.headers.get('content-disposition')).toBe('attachment; filename="akwaaba-trip-1a2b3c4d.ics"');
    expect(await ics.text()).toBe(calendar);
    const bytes = await fetch(`${t.baseUrl}${mail!.attachments[1]!.url}`);
    expect(Buffer.from(await bytes.arrayBuffer())).toEqual(Buffer.from([0, 255, 7]));
    const beyond = mail!.attachments[0]!.url.replace(/0$/, '2');
    expect((await fetch(`${t.baseUrl}${beyond}`)).status).toBe(404);

    const page = await (await fetch(`${t.baseUrl}/dev/outbox?to=${encodeURIComponent(to)}`)).text();
    expect(page).toContain(
      `<a href="${mail!.attachments[0]!.url}" download="akwaaba-trip-1a2b3c4d.ics">akwaaba-trip-1a2b3c4d.ics</a>`,
    );
  });

  it('reads an e-mail kept before files were: it has none', async () => {
    const to = newEmail('older');
    await t.db.pool.query(
      `insert into dev_outbox (idempotency_key, to_address, subject, text_body, html_body)
       values ($1, $2, 'Older', 'Text', '<p>Text</p>')`,
      [`older:${to}`, to],
    );
    expect(await mailsTo(t, to)).toEqual([expect.objectContaining({ subject: 'Older', attachments: [] })]);
  });

  it('refuses an address with a control character (a NUL byte would reach Postgres) with a 400', async () => {
    const answer = await call(t, 'GET', '/api/dev/outbox?to=a%00b');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: 'to must not contain control characters',
      fields: expect.any(Object),
    });
    const page = await fetch(`${t.baseUrl}/dev/outbox?to=a%00b`);
    expect(page.status).toBe(400);
  });

  it('shows a page with the e-mails, their links clickable and everything else escaped', async () => {
    const email = newEmail('page');
    await post(t, '/api/auth/signup', {
      email,
      password: 'Kente-Loom-42',
      firstName: '<b>Esi</b>',
      lastName: 'Ofori',
    });
    await waitForMail(t, email, /verification code/);
    const page = await fetch(`${t.baseUrl}/dev/outbox?to=${encodeURIComponent(email)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('Development outbox');
    expect(html).toContain('Hello &lt;b&gt;Esi&lt;/b&gt;');
    expect(html).not.toContain('<b>Esi</b>');
    expect(html).toMatch(/<a href="http:\/\/[^"]+\/verify-email\?email=[^"]+">/);
  });
});

describe('in production mode, behind TLS', () => {
  it('has no outbox, forgot-password carries no devResetUrl, and the session cookie is __Host- and Secure', async () => {
    const db = await createTestDatabase();
    const store = await PostgresEventStore.create(db.pool);
    const logger = pino({ level: 'silent' });
    // The signed-in user's answer reads both: who they are, and whether they list a car.
    const runners = startProjectionRunners({
      pool: db.pool,
      store,
      projections: [usersReadModel, carsReadModel],
      logger,
    });
    const origin = 'https://akwaaba.example';
    const env = { NODE_ENV: 'production', APP_SECRET: 'p'.repeat(32), PUBLIC_URL: origin };
    const app = await buildApp({
      features,
      config: { ...loadConfig(env), port: 0 },
      pool: db.pool,
      store,
      storage: {} as ObjectStorage,
      secrets: appSecretsFrom('p'.repeat(32)),
      logger,
    });
    try {
      const email = 'esi@akwaaba.test';
      const { position } = await registerVerifiedAccount(store, {
        email,
        firstName: 'Esi',
        lastName: 'Ofori',
        passwordHash: await hashPassword('Kente-Loom-42'),
      });
      expect(await waitForProjections(db.pool, position!, ['users', 'cars'], 10_000)).toBe(true);
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin, 'x-forwarded-proto': 'https', 'content-type': 'application/json' },
        payload: { email, password: 'Kente-Loom-42' },
      });
      expect(login.statusCode).toBe(200);
      const cookie = String(login.headers['set-cookie']);
      expect(cookie).toMatch(/^__Host-akwaaba_session=[a-z2-7]{32}; /);
      expect(cookie).toMatch(/; Path=\/(;|$)/);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).not.toMatch(/Domain=/);

      expect((await app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/dev/outbox/1/attachments/0' })).statusCode).toBe(
        404,
      );
      const forgot = await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        headers: { origin, 'content-type': 'application/json' },
        payload: { email: 'ama@example.com' },
      });
      expect(forgot.statusCode).toBe(200);
      expect(forgot.json()).toEqual({ message: expect.any(String) });
    } finally {
      await app.close();
      await runners.stop();
      await store.close();
      await db.drop();
    }
  });
});
