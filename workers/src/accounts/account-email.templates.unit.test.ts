import { describe, expect, it } from 'vitest';
import {
  alreadyVerifiedEmail,
  passwordChangedEmail,
  passwordResetEmail,
  signupAttemptedEmail,
  verificationCodeEmail,
} from './account-email.templates';

describe('account e-mails', () => {
  it('give the code in the subject, the text and the HTML, with the product name', () => {
    const mail = verificationCodeEmail({
      to: 'ama@example.com',
      firstName: 'Ama',
      code: '049327',
      verifyUrl: 'https://akwaaba.example/verify-email?email=ama%40example.com',
    });
    expect(mail.subject).toBe('Your Akwaaba Drive verification code: 049327');
    expect(mail.text).toContain('Your verification code is: 049327');
    expect(mail.text).toContain('10 minutes');
    expect(mail.html).toContain('049327');
    expect(mail.html).toContain('Akwaaba Drive');
  });

  it('escape what people typed in the HTML', () => {
    const mail = passwordResetEmail({
      to: 'x@example.com',
      firstName: '<img src=x onerror=alert(1)>',
      resetUrl: 'https://akwaaba.example/reset-password?token=a.b',
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.text).toContain('https://akwaaba.example/reset-password?token=a.b');
    expect(mail.text).toContain('1 hour');
  });

  it('tell of a changed password, and where to go if it was not them', () => {
    const mail = passwordChangedEmail({
      to: 'x@example.com',
      firstName: '',
      changedAt: '2025-03-01T09:30:00.000Z',
      forgotUrl: 'https://akwaaba.example/forgot-password',
    });
    expect(mail.text).toMatch(/^Hello,/);
    expect(mail.text).toContain('2025-03-01 09:30 GMT');
    expect(mail.text).toContain('signed out');
    expect(mail.html).toContain('href="https://akwaaba.example/forgot-password"');
  });

  it('tell an account owner someone used their address, with the links to log in or choose a password', () => {
    const links = {
      to: 'x@example.com',
      firstName: '<b>Ama</b>',
      loginUrl: 'https://akwaaba.example/login?email=x%40example.com',
      forgotUrl: 'https://akwaaba.example/forgot-password?email=x%40example.com',
    };
    for (const mail of [
      signupAttemptedEmail({ ...links, emailVerified: true }),
      alreadyVerifiedEmail(links),
    ]) {
      expect(mail.text).toContain('Someone, perhaps you,');
      expect(mail.text).toContain(links.loginUrl);
      expect(mail.text).toContain(links.forgotUrl);
      expect(mail.text).toContain('you can ignore this e-mail');
      expect(mail.html).toContain(`href="${links.loginUrl}"`);
      expect(mail.html).toContain(`href="${links.forgotUrl}"`);
      expect(mail.html).not.toContain('<b>');
    }
    expect(signupAttemptedEmail({ ...links, emailVerified: true }).text).toContain('no new account was made');
    expect(signupAttemptedEmail({ ...links, emailVerified: false }).text).toContain('verify your address');
    expect(alreadyVerifiedEmail(links).text).toContain('It is already verified');
  });
});
