import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

/**
 * Debian's Chromium, headless, with nothing reaching outside this machine. Its pages wait,
 * after each visit, for the web app to take over a server-rendered page (see `untilInteractive`).
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-dev-shm-usage',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => watchVisits(await newContext(...args));
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (...args) => untilInteractive(await newPage(...args));
  return browser;
}

function watchVisits(context: BrowserContext): BrowserContext {
  context.on('page', untilInteractive);
  const newPage = context.newPage.bind(context);
  context.newPage = async () => untilInteractive(await newPage());
  return context;
}

type WatchedPage = Page & { [WATCHED]?: true; [GOTO_AT_ONCE]?: Page['goto'] };

/**
 * A visit that resolves once the page has begun to arrive, without waiting for the web app to
 * take it over: for what a person does on a server-rendered page before its code has run.
 */
export function visitBeforeItsCodeRuns(page: Page, url: string): ReturnType<Page['goto']> {
  const goto = (page as WatchedPage)[GOTO_AT_ONCE] ?? page.goto.bind(page);
  return goto(url, { waitUntil: 'commit' });
}

/** What `untilInteractive` reads of the page (these files are type-checked without the DOM's types). */
declare const document: {
  getElementById(id: string): object | null;
  documentElement: { dataset: Record<string, string | undefined> };
};

const WATCHED = Symbol('waits until interactive');
const GOTO_AT_ONCE = Symbol('goto without waiting for the web app');

/**
 * A public page the server rendered shows, and its links work, before its code has run:
 * a button pressed that soon does nothing, as for a person on a slow phone. So, as a person
 * would wait for the page to respond, `goto` and `reload` resolve once the web app has taken
 * a server-rendered page over (`<html data-interactive>`, set by web/src/main.tsx).
 */
function untilInteractive(page: Page): Page {
  const marked = page as WatchedPage;
  if (marked[WATCHED]) return page;
  marked[WATCHED] = true;
  // A function, not a string: the page's Content-Security-Policy forbids evaluating strings.
  const interactive = () =>
    page.waitForFunction(
      () =>
        !document.getElementById('akwaaba-server-state') ||
        document.documentElement.dataset.interactive !== undefined,
    );
  const goto = page.goto.bind(page);
  marked[GOTO_AT_ONCE] = goto;
  page.goto = async (...args) => {
    const response = await goto(...args);
    await interactive();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args) => {
    const response = await reload(...args);
    await interactive();
    return response;
  };
  return page;
}

export const PHONE = { width: 412, height: 823 };
/** A small phone, as many renters in Ghana hold. */
export const SMALL_PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };
