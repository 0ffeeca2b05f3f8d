import type { MailMessage } from '@akwaaba/infra/mail/mail-port';
import { buttonLink, escapeHtml, greeting, html, PRODUCT, text } from '../mail/email-layout';

/* The account e-mails, in the product's e-mail layout (email-layout.ts). */

export function verificationCodeEmail(args: {
  to: string;
  firstName: string;
  code: string;
  verifyUrl: string;
}): MailMessage {
  const { firstName, code, verifyUrl } = args;
  return {
    to: args.to,
    subject: `Your ${PRODUCT} verification code: ${code}`,
    text: text([
      greeting(firstName),
      `Your verification code is: ${code}`,
      `Enter it on the verification page to finish signing up: ${verifyUrl}`,
      'The code works for 10 minutes. If you did not sign up, you can ignore this e-mail.',
    ]),
    html: html([
      escapeHtml(greeting(firstName)),
      'Your verification code is:',
      `<strong style="font-size:28px;letter-spacing:6px">${escapeHtml(code)}</strong>`,
      `Enter it on the <a href="${escapeHtml(verifyUrl)}">verification page</a> to finish signing up.`,
      'The code works for 10 minutes. If you did not sign up, you can ignore this e-mail.',
    ]),
  };
}

export function passwordResetEmail(args: { to: string; firstName: string; resetUrl: string }): MailMessage {
  const { firstName, resetUrl } = args;
  return {
    to: args.to,
    subject: `Reset your ${PRODUCT} password`,
    text: text([
      greeting(firstName),
      'Someone (we hope you) asked to reset the password of your account. Open this link to choose a new one:',
      resetUrl,
      'The link works once, for 1 hour. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    ]),
    html: html([
      escapeHtml(greeting(firstName)),
      'Someone (we hope you) asked to reset the password of your account.',
      buttonLink(resetUrl, 'Choose a new password'),
      `Or copy this address into your browser: ${escapeHtml(resetUrl)}`,
      'The link works once, for 1 hour. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    ]),
  };
}

export function passwordChangedEmail(args: {
  to: string;
  firstName: string;
  changedAt: string;
  forgotUrl: string;
}): MailMessage {
  const { firstName, changedAt, forgotUrl } = args;
  const when = `${new Date(changedAt).toISOString().slice(0, 16).replace('T', ' ')} GMT`;
  return {
    to: args.to,
    subject: `Your ${PRODUCT} password was changed`,
    text: text([
      greeting(firstName),
      `The password of your account was changed on ${when} through a reset link. Every device that was signed in has been signed out.`,
      `If this was not you, reset your password now: ${forgotUrl}`,
    ]),
    html: html([
      escapeHtml(greeting(firstName)),
      `The password of your account was changed on ${escapeHtml(when)} through a reset link. Every device that was signed in has been signed out.`,
      `If this was not you, <a href="${escapeHtml(forgotUrl)}">reset your password now</a>.`,
    ]),
  };
}
