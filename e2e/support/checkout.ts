import type { Page } from 'playwright-core';

/**
 * On the payment simulator's checkout, pays `charged` ("GHS 1,512.00") with MTN Mobile Money,
 * and waits for Akwaaba Drive to say the payment succeeded.
 */
export async function payByMobileMoney(page: Page, charged: string) {
  await page.getByLabel('Network').selectOption({ label: 'MTN' });
  await page.getByLabel('Mobile Money number').fill('055 123 4987');
  await page.getByRole('button', { name: `Pay ${charged} with Mobile Money` }).click();
  await page.waitForURL('**/payment/callback?**');
  await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 20_000 });
}
