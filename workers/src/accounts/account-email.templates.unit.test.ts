import type { MailMessage } from '@akwaaba/infra/mail/mail-port';
import { describe, expect, it } from 'vitest';
import * as templates from './account-email.templates';

/** An e-mail and what its subject, text and HTML must say (a string is looked for as it is). */
interface Expected {
  what: string;
  mail: MailMessage;
  subject?: string;
  text: (string | RegExp)[];
  html: string[];
  notInHtml?: string[];
}

const links = {
  to: 'x@example.com',
  firstName: '<b>Ama</b>',
  loginUrl: 'https://akwaaba.example/login?email=x%40example.com',
  forgotUrl: 'https://akwaaba.example/forgot-password?email=x%40example.com',
};

/** What every note to an account's owner says: someone used the address, and the links to get in. */
const logInInstead = {
  text: ['Someone, perhaps you,', links.loginUrl, links.forgotUrl, 'you can ignore this e-mail'],
  html: [`href="${links.loginUrl}"`, `href="${links.forgotUrl}"`],
  notInHtml: ['<b>'],
};

const mails: Expected[] = [
  {
    what: 'give the code in the subject, the text and the HTML, with the product name',
    mail: templates.verificationCodeEmail({
      to: 'ama@example.com',
      firstName: 'Ama',
      code: '049327',
      verifyUrl: 'https://akwaaba.example/verify-email?email=ama%40example.com',
    }),
    subject: 'Your Akwaaba Drive verification code: 049327',
    text: ['Your verification code is: 049327', '10 minutes'],
    html: ['049327', 'Akwaaba Drive'],
  },
  {
    what: 'escape what people typed in the HTML',
    mail: templates.passwordResetEmail({
      to: 'x@example.com',
      firstName: '<img src=x onerror=alert(1)>',
      resetUrl: 'https://akwaaba.example/reset-password?token=a.b',
    }),
    text: ['https://akwaaba.example/reset-password?token=a.b', '1 hour'],
    html: ['&lt;img src=x onerror=alert(1)&gt;'],
    notInHtml: ['<img'],
  },
  {
    what: 'tell of a changed password, and where to go if it was not them',
    mail: templates.passwordChangedEmail({
      to: 'x@example.com',
      firstName: '',
      changedAt: '2025-03-01T09:30:00.000Z',
      forgotUrl: 'https://akwaaba.example/forgot-password',
    }),
    text: [/^Hello,/, '2025-03-01 09:30 GMT', 'signed out'],
    html: ['href="https://akwaaba.example/forgot-password"'],
  },
  {
    what: 'tell the owner of a verified account that someone signed up with their address',
    mail: templates.signupAttemptedEmail({ ...links, emailVerified: true }),
    ...logInInstead,
    text: [...logInInstead.text, 'no new account was made'],
  },
  {
    what: 'tell the owner of an unverified account that someone signed up with their address',
    mail: templates.signupAttemptedEmail({ ...links, emailVerified: false }),
    ...logInInstead,
    text: [...logInInstead.text, 'no new account was made', 'verify your address'],
  },
  {
    what: 'tell the owner of a verified address that someone asked for a code',
    mail: templates.alreadyVerifiedEmail(links),
    ...logInInstead,
    text: [...logInInstead.text, 'It is already verified'],
  },
];

describe('account e-mails', () => {
  it.each(mails)('$what', ({ mail, subject, text, html, notInHtml = [] }) => {
    if (subject !== undefined) expect(mail.subject).toBe(subject);
    for (const part of text) expect(mail.text).toMatch(part);
    for (const part of html) expect(mail.html).toContain(part);
    for (const part of notInHtml) expect(mail.html).not.toContain(part);
  });
});
