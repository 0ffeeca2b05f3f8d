import type { Locator, Page } from 'playwright-core';
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

/**
 * A dialog once it shows. Headless UI puts role="dialog" on a wrapper with no box of its
 * own (the panel inside is fixed), so wait for its title instead of the wrapper.
 */
export async function openedDialog(page: Page, name: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByRole('heading', { name }).waitFor();
  return dialog;
}

/** What a host types and picks in the car form (Make apart: a test may leave it out). */
export interface CarFormDetails {
  model: string;
  year: string;
  location: string;
  pricePerDay: string;
  seats: string;
  transmission: 'Automatic' | 'Manual';
  description: string;
  features: string;
}

/** Fills the car form's details in `dialog`, field by field as a host would. */
export async function fillCarDetails(dialog: Locator, car: CarFormDetails) {
  await dialog.getByLabel('Model').fill(car.model);
  await dialog.getByLabel('Year').fill(car.year);
  await dialog.getByLabel('Location').selectOption(car.location);
  await dialog.getByLabel('Price per day (₵)').fill(car.pricePerDay);
  await dialog.getByLabel('Seats').fill(car.seats);
  await dialog.getByLabel('Transmission').selectOption(car.transmission);
  await dialog.getByLabel('Description').fill(car.description);
  await dialog.getByLabel('Features').fill(car.features);
}

/** Adds JPEG photos of these colours to the car form, waiting for it to count them. */
export async function addCarPhotos(page: Page, dialog: Locator, photos: { name: string; colour: string }[]) {
  const files = photos.map(async ({ name, colour }) => ({
    name,
    mimeType: 'image/jpeg',
    buffer: await photo(colour),
  }));
  await chooseFiles(page, 'Add photos', await Promise.all(files));
  await dialog.getByText(`${photos.length} of 5`).waitFor();
}

/** Uploads the three papers a listing needs, waiting for each to show as uploaded. */
export async function uploadCarPapers(page: Page, dialog: Locator) {
  for (const paper of ['Roadworthy certificate', 'Registration document', 'Insurance document']) {
    await chooseFiles(page, `Upload ${paper}`, [
      { name: `${paper}.pdf`, mimeType: 'application/pdf', buffer: pdf(paper) },
    ]);
    await dialog.getByRole('button', { name: `Replace ${paper}` }).waitFor();
  }
}
