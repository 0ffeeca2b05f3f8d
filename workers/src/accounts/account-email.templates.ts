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

/** Where the owner of an account goes from a note that they need no new account or code. */
interface LogInLinks {
  to: string;
  firstName: string;
  loginUrl: string;
  forgotUrl: string;
}

/** A note to an account's owner: `what` someone did with their address, and how to log in instead. */
function logInInsteadEmail(subject: string, what: string, logIn: string, args: LogInLinks): MailMessage {
  const { firstName, loginUrl, forgotUrl } = args;
  const notYou =
    'If it was not you, you can ignore this e-mail: nobody can use your account without your password.';
  return {
    to: args.to,
    subject,
    text: text([
      greeting(firstName),
      what,
      `${logIn} ${loginUrl}`,
      `Forgot your password? Choose a new one: ${forgotUrl}`,
      notYou,
    ]),
    html: html([
      escapeHtml(greeting(firstName)),
      escapeHtml(what),
      escapeHtml(logIn),
      buttonLink(loginUrl, 'Log in'),
      `Forgot your password? <a href="${escapeHtml(forgotUrl)}">Choose a new one</a>.`,
      notYou,
    ]),
  };
}

/**
 * Someone tried to sign up with the address of an account: the sign-up form answered as
 * for a new address, so its owner learns here that they already have one, and how to get in.
 */
export function signupAttemptedEmail(args: LogInLinks & { emailVerified: boolean }): MailMessage {
  return logInInsteadEmail(
    `You already have an ${PRODUCT} account`,
    `Someone, perhaps you, just tried to sign up for ${PRODUCT} with this e-mail address. It already has an account, so no new account was made.`,
    args.emailVerified
      ? 'To use it, log in:'
      : 'To use it, log in (you will first be asked for a code to verify your address):',
    args,
  );
}

/** Someone asked for a code to verify an address that is already verified: nothing to enter, log in. */
export function alreadyVerifiedEmail(args: LogInLinks): MailMessage {
  return logInInsteadEmail(
    `Your ${PRODUCT} e-mail address is already verified`,
    'Someone, perhaps you, asked for a code to verify this e-mail address. It is already verified, so there is no code to enter.',
    'Log in instead:',
    args,
  );
}
