import type { MailMessage } from '@akwaaba/infra/mail/mail-port';
import { buttonLink, escapeHtml, greeting, html, PRODUCT, text } from '../mail/email-layout';

/* The notification e-mail, in the product's e-mail layout (email/email-layout.ts). */

/** One notification as the e-mail tells it: its text and the path of its screen. */
export interface NotificationEmailItem {
  text: string;
  link: string;
}

/** Where a user chooses which notifications come by e-mail. */
export const NOTIFICATION_SETTINGS_PATH = '/notifications/settings';

/**
 * One e-mail for what happened since the last: a single notification is its subject and gets
 * a button; several are listed, each linked, oldest first.
 */
export function notificationEmail(args: {
  to: string;
  firstName: string;
  notifications: readonly NotificationEmailItem[];
  publicUrl: string;
}): MailMessage {
  const items = args.notifications.map((item) => ({ text: item.text, url: `${args.publicUrl}${item.link}` }));
  const settingsUrl = `${args.publicUrl}${NOTIFICATION_SETTINGS_PATH}`;
  const single = items.length === 1 ? items[0] : undefined;
  const settings = 'Security and payment e-mails always come.';
  return {
    to: args.to,
    subject: single ? single.text : `${items.length} updates on ${PRODUCT}`,
    text: text([
      greeting(args.firstName),
      ...(single ? [] : [`Here is what happened on ${PRODUCT}:`]),
      ...items.map((item) => `${item.text}\n${item.url}`),
      `Choose which e-mails you get: ${settingsUrl}\n${settings}`,
    ]),
    html: html([
      escapeHtml(greeting(args.firstName)),
      ...(single
        ? [escapeHtml(single.text), buttonLink(single.url, 'Open')]
        : [
            `Here is what happened on ${PRODUCT}:`,
            ...items.map((item) => `<a href="${escapeHtml(item.url)}">${escapeHtml(item.text)}</a>`),
          ]),
      `<span style="font-size:13px;color:#57534e"><a href="${escapeHtml(settingsUrl)}" style="color:#57534e">Choose which e-mails you get</a>. ${settings}</span>`,
    ]),
  };
}
