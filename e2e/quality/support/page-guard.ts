import type { BrowserContext, Page, Request } from 'playwright-core';

/**
 * Watches every page a context opens for what must never happen in a golden path or
 * on any screen: a 5xx from the server, or an uncaught exception in the app. Answers
 * the test made up itself (`page.route(...).fulfill`) are not the server's and are left out.
 */
export class PageGuard {
  readonly problems: string[] = [];
  private readonly faked = new Set<string>();

  /** Starts watching the context's pages (present and future); answers the context. */
  watch(context: BrowserContext): BrowserContext {
    context.on('page', (page) => this.watchPage(page));
    for (const page of context.pages()) this.watchPage(page);
    return context;
  }

  /** Marks a URL whose answer the test fakes, so its 5xx is not held against the server. */
  fake(url: string) {
    this.faked.add(url);
  }

  private watchPage(page: Page) {
    page.on('response', (response) => {
      if (response.status() >= 500 && !this.faked.has(response.url()))
        this.problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    });
    page.on('pageerror', (error) => this.problems.push(`uncaught in ${page.url()}: ${error.message}`));
  }
}

/**
 * Counts a page's requests in flight, so a test can wait for a short quiet moment
 * (150 ms with nothing pending) instead of Playwright's fixed 500 ms "networkidle".
 */
export function trackQuiet(page: Page): (timeoutMs?: number) => Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight = Math.max(0, inFlight + delta);
    lastChange = Date.now();
  };
  // The live stream of a signed-in page stays open as long as the page: it is never "in flight".
  const counted = (request: Request) => new URL(request.url()).pathname !== '/api/live';
  page.on('request', (request) => counted(request) && change(1));
  page.on('requestfinished', (request) => counted(request) && change(-1));
  page.on('requestfailed', (request) => counted(request) && change(-1));
  return async (timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < 150))
      await new Promise((resolve) => setTimeout(resolve, 25));
  };
}
