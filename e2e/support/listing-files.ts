import type { Page } from 'playwright-core';
import sharp from 'sharp';

/** A photo of one colour, as big as a phone camera's would be scaled for upload. */
export const photo = (background: string) =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** The smallest PDF the server's magic-byte check accepts. */
export const pdf = (title: string) =>
  Buffer.from(
    `%PDF-1.4\n% ${title}\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
  );

/** Clicks a button that opens the file chooser and hands it files. */
export async function chooseFiles(
  page: Page,
  button: string,
  files: { name: string; mimeType: string; buffer: Buffer }[],
) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(files);
}

/** A toast with this text, in the notifications region. */
export const toast = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByText(text, { exact: false })
    .first();
