import { runOnStore } from '@akwaaba/application/accounts/account-deps';
import { userDecider, userStream } from '@akwaaba/domain';
import { notificationDecider } from '@akwaaba/domain/notifications/notification.decider';
import { notificationsStream } from '@akwaaba/domain/notifications/notification.events';
import { SMS_DAILY_CAP } from '@akwaaba/domain/notifications/notification-sms';
import { smsSegments } from '@akwaaba/domain/notifications/sms-segments';
import { sweepNotificationTexts } from '@akwaaba/workers/notifications/notification-sms-sweep';
import { describe, expect, it } from 'vitest';
import { startAppWithUsers, type TestUser } from '../../../../test/users';
import { paidBooking } from '../bookings/bookings.test-support';

/**
 * Notifications by SMS (docs/adr/0042): the sweep over embedded Postgres with the real
 * notifications read model, on a clock the test sets. The SMS worker is not running: the test
 * reads the jobs the sweep queued.
 */
const { t, renter, host, quiet } = await startAppWithUsers({
  renter: { firstName: 'Efua' },
  host: { firstName: 'Kwame' },
  quiet: { firstName: 'Ama' },
});
const HOST_PHONE = '+233244000071';
const QUIET_PHONE = '+233244000072';
const publicUrl = 'https://akwaaba.example';
const sweep = (at: string) =>
  sweepNotificationTexts({ pool: t.db.pool, boss: t.boss, publicUrl }, 'test', new Date(at));

/** The user proves `phoneNumber` with a code, through the decider as the API would. */
async function verifyPhone(user: TestUser, phoneNumber: string) {
  const actor = { userId: user.userId, role: 'user' } as const;
  const run = runOnStore(t.store, { actor, correlationId: 'phone', causationId: 'phone' });
  const codeHash = 'c'.repeat(64);
  const on = { userId: user.userId, actor, now: new Date().toISOString() };
  await run(userDecider, userStream(user.userId), {
    ...on,
    type: 'IssuePhoneCode',
    purpose: 'verify',
    phoneNumber,
    codeHash,
  });
  await run(userDecider, userStream(user.userId), { ...on, type: 'VerifyPhone', codeHash });
}

/** The SMS jobs queued so far, oldest first. */
async function queuedTexts(): Promise<{ to: string; text: string; notificationId: string }[]> {
  const { rows } = await t.db.pool.query<{ data: { to: string; text: string; notificationId: string } }>(
    `select data from pgboss.job where name = 'sms-send' order by created_on, id`,
  );
  return rows.map((row) => row.data);
}

await verifyPhone(host, HOST_PHONE);
await verifyPhone(quiet, QUIET_PHONE);
// Ama wants no texts at all.
await runOnStore(t.store, {
  actor: { userId: quiet.userId, role: 'user' },
  correlationId: 'x',
  causationId: 'x',
})(notificationDecider, notificationsStream(quiet.userId), {
  type: 'ChooseNotificationTexts',
  actor: { userId: quiet.userId, role: 'user' },
  smsOn: [],
  now: new Date().toISOString(),
});
await t.settled();
// The first run starts after the newest notification: nothing before it is texted.
expect(await sweep('2026-12-01T12:00:00Z')).toEqual({ queued: 0, waiting: 0, passedOver: 0 });

describe('notifications by SMS', () => {
  it('texts the host that a booking is paid, once, to the verified number, in one SMS with a short link', async () => {
    await paidBooking(t, renter, { ownerId: host.userId, from: 5 });
    await t.settled();
    const outcome = await sweep('2026-12-01T12:00:00Z');
    expect(outcome.queued).toBe(1);
    const [text] = await queuedTexts();
    expect(text!.to).toBe(HOST_PHONE);
    expect(text!.text).toMatch(
      /^Akwaaba Drive: Efua paid: your .+ is confirmed\. https:\/\/akwaaba\.example\/notifications$/,
    );
    expect(smsSegments(text!.text)).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    // The next run finds nothing new.
    expect(await sweep('2026-12-01T12:00:05Z')).toEqual({
      queued: 0,
      waiting: 0,
      passedOver: 0,
    });
  });

  it('holds a paid booking’s text through the quiet hours, then sends it at 07:00', async () => {
    const before = (await queuedTexts()).length;
    await paidBooking(t, renter, { ownerId: host.userId, from: 9 });
    await t.settled();
    const evening = '2026-12-01T22:00:00Z';
    const morning = '2026-12-02T07:00:00Z';
    expect(await sweep(evening)).toEqual({ queued: 0, waiting: 1, passedOver: 0 });
    expect((await queuedTexts()).length).toBe(before);
    expect(await sweep('2026-12-02T06:59:00Z')).toEqual({ queued: 0, waiting: 0, passedOver: 0 });
    expect(await sweep(morning)).toEqual({ queued: 1, waiting: 0, passedOver: 0 });
    expect((await queuedTexts()).length).toBe(before + 1);
  });

  it('texts nobody who turned texts off, and no more than the daily cap', async () => {
    const before = (await queuedTexts()).length;
    await paidBooking(t, renter, { ownerId: quiet.userId, from: 12 });
    await t.settled();
    const now = new Date('2026-12-02T12:00:00Z');
    expect((await sweep(now.toISOString())).queued).toBe(0);
    expect((await queuedTexts()).length).toBe(before);

    // The host has had their day's texts: the next is passed over (the bell and the e-mail tell it).
    await t.db.pool.query(
      `insert into notification_sms_texted (notification_id, user_id, texted_at)
       select gen_random_uuid(), $1, $2 from generate_series(1, $3)`,
      [host.userId, now, SMS_DAILY_CAP],
    );
    await paidBooking(t, renter, { ownerId: host.userId, from: 15 });
    await t.settled();
    expect(await sweep(new Date(now.getTime() + 1000).toISOString())).toEqual({
      queued: 0,
      waiting: 0,
      passedOver: 1,
    });
    expect((await queuedTexts()).length).toBe(before);
  });
});
