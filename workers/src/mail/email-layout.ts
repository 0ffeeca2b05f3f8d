/*
 * The layout of every e-mail Akwaaba Drive sends: plain text first (many phones show only
 * that), and simple HTML with no images or remote content. Every piece of user data is escaped.
 */
import { escapeHtml } from '@akwaaba/domain/shared/html';

export const PRODUCT = 'Akwaaba Drive';

export { escapeHtml };

export const greeting = (firstName: string) => (firstName ? `Hello ${firstName},` : 'Hello,');

/** The HTML body: each paragraph is HTML already (escape user data before). */
export function html(paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('\n');
  return `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1c1917;max-width:560px;margin:0 auto;padding:24px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#14532d">${PRODUCT}</p>
${body}
<p style="margin:32px 0 0;font-size:13px;color:#57534e">${PRODUCT}: rent cars directly from owners across Ghana.</p>
</body></html>`;
}

export const text = (lines: string[]) =>
  `${lines.join('\n\n')}\n\n${PRODUCT}: rent cars directly from owners across Ghana.\n`;

/** A link drawn as a button. */
export const buttonLink = (url: string, label: string) =>
  `<a href="${escapeHtml(url)}" style="display:inline-block;background:#15803d;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a>`;
