import type { APIResponse, Browser, BrowserContext, Page } from 'playwright-core';
import { pdf } from './listing-files';
import type { RunningProduct } from './server';

/** What these helpers need of a running product: its address, and its output for the demo password. */
type Product = Pick<RunningProduct, 'url' | 'output'>;

export const DEMO = {
  renter: 'abena.renter@akwaaba.test',
  host: 'kwame.host@akwaaba.test',
  admin: 'admin@akwaaba.test',
};
export const PASSWORD = 'Kente-Loom-42';

/** The demo accounts' password, as the product prints it at start-up in development. */
export function demoPassword(product: Product): string {
  const match = /password for each: (\S+)\)/.exec(product.output());
  if (!match) throw new Error(`The product printed no demo accounts:\n${product.output()}`);
  return match[1]!;
}

/** A browser context signed in as `email` (through the API, as the login form does), with its viewport. */
export async function signedInContext(
  browser: Browser,
  product: Product,
  email: string,
  password: string,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  const response = await context.request.post(`${product.url}/api/auth/login`, {
    data: { email, password },
    headers: { origin: product.url },
  });
  if (!response.ok())
    throw new Error(`Login as ${email} failed: ${response.status()} ${await response.text()}`);
  return context;
}

/**
 * The first e-mail to `email` in the development outbox that `matches`, once the e-mail worker
 * sent it (its subject and text, as sent).
 */
export async function untilEmailed(
  product: Pick<RunningProduct, 'url'>,
  email: string,
  matches: (mail: { subject: string; text: string }) => boolean,
  what = 'such e-mail',
): Promise<{ subject: string; text: string }> {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
    const response = await fetch(`${product.url}/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const mail = ((await response.json()) as { subject: string; text: string }[]).find(matches);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No ${what} was e-mailed to ${email}`);
}

/** The 6-digit code the product e-mailed (development outbox), once the e-mail worker sent it. */
export async function emailedCode(product: RunningProduct, email: string): Promise<string> {
  const CODE = /verification code is: (\d{6})/;
  const mail = await untilEmailed(product, email, (sent) => CODE.test(sent.text), 'verification code');
  return CODE.exec(mail.text)![1]!;
}

/**
 * Signs a new person up through the screens a person would use: the signup form, then
 * the e-mailed code on /verify-email, which signs them in. Ends signed in; unless
 * `approvedDriver` is false, with licence and ID approved by the demo admin (see approveAsDriver).
 */
export async function signUpInBrowser(
  page: Page,
  product: RunningProduct,
  person: { email: string; firstName: string; lastName: string },
  { approvedDriver = true }: { approvedDriver?: boolean } = {},
) {
  await page.goto(`${product.url}/signup`);
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL(/\/verify-email\?email=/);
  await page.getByLabel('Verification code').fill(await emailedCode(product, person.email));
  await page.getByRole('button', { name: 'Verify Email' }).click();
  // The code signs the new account in.
  await page.waitForURL((url) => !url.pathname.startsWith('/verify-email'));
  const browser = page.context().browser();
  if (approvedDriver && browser) await approveAsDriver(browser, product, page.context());
}

let counter = 0;
/** A fresh address per call, so runs and viewports never collide. */
export const newEmail = (label: string) => `${label}-${Date.now().toString(36)}-${++counter}@akwaaba.test`;

/**
 * A browser context of a new account: signed up through the API, verified with the e-mailed
 * code, logged in; unless `approvedDriver` is false, its licence and ID are approved by the
 * demo admin, so it may pay for bookings.
 */
export async function newAccountContext(
  browser: Browser,
  product: RunningProduct,
  person: { email: string; firstName: string; lastName: string },
  viewport: { width: number; height: number },
  { approvedDriver = true }: { approvedDriver?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  const post = async (path: string, data: object) => {
    const response = await context.request.post(`${product.url}${path}`, {
      data,
      headers: { origin: product.url },
    });
    if (!response.ok())
      throw new Error(`${path} for ${person.email}: ${response.status()} ${await response.text()}`);
  };
  await post('/api/auth/signup', { ...person, password: PASSWORD });
  await post('/api/auth/verify-email', {
    email: person.email,
    code: await emailedCode(product, person.email),
  });
  await post('/api/auth/login', { email: person.email, password: PASSWORD });
  if (approvedDriver) await approveAsDriver(browser, product, context);
  return context;
}

/** Submits a licence and ID card for the account of `context`, as Profile does; the demo admin approves them. */
export async function approveAsDriver(browser: Browser, product: Product, context: BrowserContext) {
  const headers = { origin: product.url };
  const ok = async (response: APIResponse) => {
    if (!response.ok()) throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`);
    return response;
  };
  const upload = async (title: string) => {
    const ticket = await ok(
      await context.request.post(`${product.url}/api/objects/upload`, {
        data: { purpose: 'identity-document' },
        headers,
      }),
    );
    const { uploadURL, objectPath } = (await ticket.json()) as { uploadURL: string; objectPath: string };
    await ok(await context.request.put(`${product.url}${uploadURL}`, { data: pdf(title), headers }));
    return objectPath;
  };
  await ok(
    await context.request.patch(`${product.url}/api/profile/verification`, {
      data: {
        driverLicenseNumber: 'DL-2024-000777',
        driverLicenseDocument: await upload("Driver's licence"),
        nationalIdNumber: 'GHA-700000777-1',
        nationalIdDocument: await upload('Ghana Card'),
      },
      headers,
    }),
  );
  const { id } = (await (await ok(await context.request.get(`${product.url}/api/auth/user`))).json()) as {
    id: string;
  };
  const admin = await signedInContext(browser, product, DEMO.admin, demoPassword(product), {
    width: 1280,
    height: 800,
  });
  try {
    await ok(await admin.request.post(`${product.url}/api/admin/drivers/${id}/approve`, { headers }));
  } finally {
    await admin.close();
  }
}
