import { createServer, type Server } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { createMailer } from './mailer';

/** A minimal SMTP server: enough of RFC 5321 for nodemailer to deliver to it. */
function fakeSmtpServer(received: string[]): Server {
  return createServer((socket) => {
    let data = false;
    let message = '';
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end = buffer.indexOf('\r\n');
      while (end >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\r\n');
        if (data) {
          if (line === '.') {
            data = false;
            received.push(message);
            message = '';
            socket.write('250 OK queued\r\n');
          } else message += `${line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250 fake\r\n');
        else if (command === 'DATA') {
          data = true;
          socket.write('354 go ahead\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
}

/**
 * The attachment called `filename` in a raw MIME message (the lines the fake server kept,
 * joined by \n), decoded from base64, nodemailer's encoding for attachments.
 */
function attachmentIn(message: string, filename: string): { contentType: string; content: Buffer } {
  const part = message
    .split(/^--.+$/m)
    .find((candidate) => candidate.includes(`Content-Disposition: attachment; filename=${filename}`));
  if (!part) throw new Error(`no attachment ${filename} in the message`);
  const blank = part.indexOf('\n\n', 1);
  const head = part.slice(0, blank);
  const header = (name: string) => new RegExp(`^${name}: (.+)$`, 'mi').exec(head)?.[1] ?? '';
  expect(header('Content-Transfer-Encoding')).toBe('base64');
  const content = Buffer.from(part.slice(blank).replace(/\s+/g, ''), 'base64');
  return { contentType: header('Content-Type'), content };
}

let db: TestDatabase;
let server: Server;
let port: number;
const received: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  server = fakeSmtpServer(received);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(async () => {
  server?.close();
  await db?.drop();
});

describe('SMTP mail adapter (SMTP_URL set)', () => {
  it('delivers through nodemailer once per idempotency key, with a stable Message-ID', async () => {
    const mailer = await createMailer({
      config: {
        smtpUrl: `smtp://127.0.0.1:${port}`,
        publicUrl: 'https://akwaaba.example',
        mode: 'production',
      },
      pool: db.pool,
      logger: pino({ level: 'silent' }),
    });
    expect(mailer.kind).toBe('smtp');
    const message = {
      to: 'ama@example.com',
      subject: 'Hello',
      text: 'Plain text',
      html: '<p>HTML</p>',
      correlationId: 'signup-request-1',
    };
    expect(await mailer.send(message, 'account-email:event-1')).toBe('sent');
    expect(await mailer.send(message, 'account-email:event-1')).toBe('already-sent');
    expect(await mailer.send({ ...message, subject: 'Second' }, 'account-email:event-2')).toBe('sent');
    await mailer.close();

    expect(received).toHaveLength(2);
    expect(received[0]).toMatch(/^From: Akwaaba Drive <no-reply@akwaaba\.example>$/m);
    expect(received[0]).toMatch(/^To: ama@example\.com$/m);
    expect(received[0]).toMatch(/^Subject: Hello$/m);
    expect(received[0]).toMatch(/^X-Akwaaba-Correlation-Id: signup-request-1$/im);
    expect(received[0]).toContain('Plain text');
    expect(received[0]).toContain('<p>HTML</p>');
    const messageId = /^Message-ID: (<[^>]+>)$/im.exec(received[0]!)?.[1];
    expect(messageId).toMatch(/^<[0-9a-f]{32}@127\.0\.0\.1>$/);
    expect(/^Message-ID: (<[^>]+>)$/im.exec(received[1]!)?.[1]).not.toBe(messageId);
  });

  it('sends the files attached as MIME parts, with their name, type and bytes', async () => {
    const mailer = await createMailer({
      config: {
        smtpUrl: `smtp://127.0.0.1:${port}`,
        publicUrl: 'https://akwaaba.example',
        mode: 'production',
      },
      pool: db.pool,
      logger: pino({ level: 'silent' }),
    });
    const calendar = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nSUMMARY:Ɔkwan pa\r\nEND:VCALENDAR\r\n';
    const photo = Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01]);
    const before = received.length;
    await mailer.send(
      {
        to: 'esi@example.com',
        subject: 'Your trip',
        text: 'See the file',
        html: '<p>See the file</p>',
        attachments: [
          {
            filename: 'akwaaba-trip-1a2b3c4d.ics',
            contentType: 'text/calendar; charset=utf-8',
            content: calendar,
          },
          { filename: 'car.jpg', contentType: 'image/jpeg', content: photo },
        ],
      },
      'trip-confirmation:event-1:renter-1',
    );
    await mailer.close();

    const message = received[before]!;
    expect(message).toMatch(/^Content-Type: multipart\/mixed;/m);
    const ics = attachmentIn(message, 'akwaaba-trip-1a2b3c4d.ics');
    expect(ics.contentType).toMatch(/^text\/calendar; charset=utf-8/);
    expect(ics.content.toString('utf8')).toBe(calendar);
    const jpeg = attachmentIn(message, 'car.jpg');
    expect(jpeg.contentType).toMatch(/^image\/jpeg/);
    expect(jpeg.content).toEqual(photo);
  });

  it('falls back to the development outbox without SMTP_URL, exactly once per key', async () => {
    const mailer = await createMailer({
      config: { smtpUrl: null, publicUrl: 'http://localhost:3000', mode: 'development' },
      pool: db.pool,
      logger: pino({ level: 'silent' }),
    });
    expect(mailer.kind).toBe('dev-outbox');
    const message = { to: 'kofi@example.com', subject: 'Code', text: 'Your code', html: '<p>Your code</p>' };
    expect(await mailer.send(message, 'k1')).toBe('sent');
    expect(await mailer.send(message, 'k1')).toBe('already-sent');
    const { rows } = await db.pool.query(`select 1 from dev_outbox where to_address = 'kofi@example.com'`);
    expect(rows).toHaveLength(1);
  });
});
