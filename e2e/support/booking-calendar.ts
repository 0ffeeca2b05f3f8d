import { format } from 'date-fns';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Picks a day in one of the booking screen's calendars, moving to the next month when needed. */
export async function pickDay(page: Page, calendar: 'Start date' | 'End date', day: Date) {
  const table = page.getByRole('table', { name: new RegExp(`^${calendar}`) });
  const button = table.getByRole('button', { name: format(day, 'EEEE, MMMM d, yyyy'), exact: true });
  for (let tries = 0; tries < 3 && (await button.count()) === 0; tries++)
    await page.getByRole('button', { name: `${calendar}: next month` }).click();
  await button.click();
  await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
}
