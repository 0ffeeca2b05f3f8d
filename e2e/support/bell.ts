import type { Page } from 'playwright-core';

/** The unread count the header's bell names ("Notifications, 3 unread"; 0 when it says "Notifications"). */
export async function bellCount(page: Page): Promise<number> {
  const label = await page.getByRole('link', { name: /^Notifications/ }).getAttribute('aria-label');
  return Number(/(\d+) unread/.exec(label ?? '')?.[1] ?? 0);
}
