import type { Locator, Page } from 'playwright-core';

/** What the keyboard user sees of the focused element. */
export interface FocusStop {
  /** tag, role and name, to say which element in a failure. */
  what: string;
  visible: boolean;
  indicator: boolean;
}

/**
 * The focused element and whether it shows a focus indicator a sighted keyboard user can
 * see: an outline of at least 2 px, a box shadow, or an outline on its ::before/::after
 * (cards draw their ring on the link's overlay).
 */
export function focusStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => {
    const doc = (globalThis as unknown as { document: { activeElement: unknown; body: unknown } }).document;
    const el = doc.activeElement as {
      tagName: string;
      getAttribute(name: string): string | null;
      textContent: string | null;
      getBoundingClientRect(): { width: number; height: number };
    } | null;
    if (!el || el === doc.body) return null;
    const style = (pseudo?: string) =>
      (
        globalThis as unknown as { getComputedStyle(e: unknown, p?: string): Record<string, string> }
      ).getComputedStyle(el, pseudo);
    const ring = (s: Record<string, string>) =>
      (s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth ?? '0') >= 2) ||
      (s.boxShadow !== undefined && s.boxShadow !== 'none');
    const rect = el.getBoundingClientRect();
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return {
      what: `<${el.tagName.toLowerCase()}${el.getAttribute('role') ? ` role=${el.getAttribute('role')}` : ''}> "${name}"`,
      // A 1 px box is the screen-reader-only pattern: present, but nothing a sighted user can see.
      visible: rect.width > 1 && rect.height > 1,
      indicator: ring(style()) || ring(style('::after')) || ring(style('::before')),
    };
  });
}

/**
 * Tabs through the page from the top, up to `limit` stops or until focus leaves it,
 * and answers every stop without a visible element or a visible focus indicator.
 */
export async function tabWalkProblems(
  page: Page,
  limit = 40,
): Promise<{ stops: number; problems: string[] }> {
  const problems: string[] = [];
  let stops = 0;
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const stop = await focusStop(page);
    if (!stop) break;
    stops++;
    if (!stop.visible) problems.push(`${stop.what}: focused but not visible`);
    else if (!stop.indicator) problems.push(`${stop.what}: no visible focus indicator`);
  }
  return { stops, problems };
}

/** Presses Tab until the focused element matches, as a keyboard user looking for it would. */
export async function tabTo(page: Page, matches: (what: string) => boolean, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const stop = await focusStop(page);
    if (stop && matches(stop.what)) return;
  }
  throw new Error(`Tabbed ${limit} times without reaching the element on ${page.url()}`);
}

/** Whether keyboard focus is inside the element (a dialog keeping focus in while it is open). */
export function focusIsInside(container: Locator): Promise<boolean> {
  return container.evaluate((element) => {
    const { activeElement } = (globalThis as unknown as { document: { activeElement: unknown } }).document;
    return element.contains(activeElement as typeof element);
  });
}
