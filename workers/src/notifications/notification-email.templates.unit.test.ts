import { notificationLink, notificationText } from '@akwaaba/domain/notifications/notification-kinds';
import { describe, expect, it } from 'vitest';
import { notificationEmail } from './notification-email.templates';

const publicUrl = 'https://akwaaba.example';
const conversationId = '0b6f2a4e-5c1d-4e8f-9a3b-7d2c1e0f4a5b';
const message = {
  text: notificationText({
    kind: 'message',
    carTitle: '2019 Toyota Corolla',
    otherName: 'Esi',
    amount: null,
  }),
  link: notificationLink('message', { bookingId: null, conversationId }),
};
const payout = {
  text: notificationText({
    kind: 'payout-sent',
    carTitle: '2019 Toyota Corolla',
    otherName: null,
    amount: 'GH₵ 1,417.50',
  }),
  link: notificationLink('payout-sent', { bookingId: null, conversationId: null }),
};

describe('the notification e-mail', () => {
  it('makes one notification its subject, with a button to its screen and the settings link', () => {
    const mail = notificationEmail({
      to: 'kwame@example.com',
      firstName: 'Kwame',
      notifications: [message],
      publicUrl,
    });
    expect(mail.subject).toBe('New message from Esi about the 2019 Toyota Corolla');
    expect(mail.text).toMatch(/^Hello Kwame,/);
    expect(mail.text).toContain(
      `New message from Esi about the 2019 Toyota Corolla\n${publicUrl}/messages/${conversationId}`,
    );
    expect(mail.text).toContain(`Choose which e-mails you get: ${publicUrl}/notifications/settings`);
    expect(mail.html).toContain(`href="${publicUrl}/messages/${conversationId}"`);
    expect(mail.html).toContain(`href="${publicUrl}/notifications/settings"`);
  });

  it('lists several, each linked, under a subject that counts them', () => {
    const mail = notificationEmail({
      to: 'kwame@example.com',
      firstName: '',
      notifications: [message, payout],
      publicUrl,
    });
    expect(mail.subject).toBe('2 updates on Akwaaba Drive');
    expect(mail.text).toMatch(/^Hello,/);
    expect(mail.text).toContain(
      `Payout sent: GH₵ 1,417.50 for the 2019 Toyota Corolla\n${publicUrl}/earnings`,
    );
    expect(mail.html).toContain(
      `<a href="${publicUrl}/earnings">Payout sent: GH₵ 1,417.50 for the 2019 Toyota Corolla</a>`,
    );
    expect(mail.html).toContain(`<a href="${publicUrl}/messages/${conversationId}">`);
  });

  it('escapes what people typed in the HTML, and keeps it as typed in the text', () => {
    const car = '<script>alert("x")</script> Corolla';
    const text = notificationText({ kind: 'listing-approved', carTitle: car, otherName: null, amount: null });
    const mail = notificationEmail({
      to: 'x@example.com',
      firstName: '<b>Kwame</b>',
      notifications: [{ text, link: '/my-cars' }, message],
      publicUrl,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain(
      'Your &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Corolla is approved and listed',
    );
    expect(mail.html).toContain('Hello &lt;b&gt;Kwame&lt;/b&gt;,');
    expect(mail.text).toContain(`Your ${car} is approved and listed\n${publicUrl}/my-cars`);
  });
});
