import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { carFormFields } from '@akwaaba/domain/cars/car.testing';
import { addDays, format } from 'date-fns';

/*
 * A steady mixed load, as people using the site would send it: browsing the cars, signing in,
 * signing up, booking and paying (initialize, the simulator's checkout, verify). An open loop:
 * request i is due at i / rate seconds whatever happened to the others (see bench/open-loop.ts),
 * so a fault cannot slow the load down by making it wait. Every answer is recorded with when
 * it was sent, and every booking the product accepted (201) and every payment the simulator
 * took is remembered, for the checks that nothing was lost or doubled.
 */

export type RequestKind =
  | 'browse'
  | 'car'
  | 'login'
  | 'signup'
  | 'booking'
  | 'pay:initialize'
  | 'pay:checkout'
  | 'pay:verify'
  | 'upload'
  | 'listing';

/** One answer (or none): `status` is the HTTP status, 'timeout' or 'refused' (no connection). */
export interface Outcome {
  kind: RequestKind;
  /** Milliseconds since the load started, when it was sent. */
  sentAt: number;
  status: number | 'timeout' | 'refused';
  ms: number;
  /** The first 300 characters of an error's body, to show what a client saw. */
  body?: string;
}

export interface LoadSetup {
  url: string;
  rate: number;
  /** Session cookies of renters approved as drivers (they may pay); each holds at most 3 unpaid bookings. */
  renterCookies: readonly string[];
  /** Accounts with a real password, for the sign-in requests. */
  logins: readonly { email: string; password: string }[];
  carIds: readonly string[];
  /** Session cookies of hosts who list cars: photos and papers uploaded, then POST /api/cars. */
  listerCookies: readonly string[];
  /** A small JPEG for the car photos. */
  photo: Buffer;
  /** A client gives up after this long and counts a timeout. */
  timeoutMs?: number;
}

interface PaymentStep {
  kind: 'pay:initialize' | 'pay:checkout' | 'pay:verify';
  bookingId: string;
  cookie: string;
  reference?: string;
  checkoutPath?: string;
  tries: number;
  /** Not before this (load clock, ms): a person tries again a moment later, not at once. */
  notBefore: number;
}

/** What a person does again after an error they can see: reload, press Pay again, a second apart. Bounded. */
const RETRIES = 60;
const RETRY_AFTER_MS = 1_000;
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const LISTING_FILES = ['images', 'roadworthyDocument', 'registrationDocument', 'insuranceDocument'] as const;

/** A host listing a car: each file uploaded (ticket, then the bytes), then the listing sent. */
interface ListingStep {
  cookie: string;
  files: Partial<Record<(typeof LISTING_FILES)[number], string>>;
  tries: number;
  notBefore: number;
}

const CARD_FORM = new URLSearchParams({
  method: 'card',
  cardNumber: '4084 0840 8408 4081',
  expiry: '12/30',
  cvv: '408',
}).toString();

/**
 * The mix, per 40 requests: 11 filtered car lists, 5 car pages, 1 sign-in, 1 sign-up, 6
 * bookings, 12 payment steps (a car list when no payment is waiting), 2 steps of a host
 * listing a car (an upload or the listing), 2 more car pages.
 */
const MIX: RequestKind[] = (() => {
  const slots: RequestKind[] = [];
  for (let i = 0; i < 40; i++) {
    if (i === 3) slots.push('login');
    else if (i === 23) slots.push('signup');
    else if (i === 21 || i === 33) slots.push('upload');
    else if (i % 20 === 7 || i % 20 === 13 || i % 20 === 17) slots.push('booking');
    else if ([11, 12, 14, 15, 16, 18].includes(i % 20)) slots.push('pay:initialize');
    else if (i % 4 === 1) slots.push('car');
    else slots.push('browse');
  }
  return slots;
})();

const LOCATIONS = ['Accra', 'Kumasi', 'Tamale', 'Takoradi', 'Cape Coast'];

export class MixedLoad {
  readonly outcomes: Outcome[] = [];
  /** Booking id → when its 201 came, for every booking the product accepted. */
  readonly booked = new Map<string, number>();
  /** Bookings the simulator took a payment for (its checkout answered with the callback). */
  readonly paid = new Set<string>();
  /** Car id → when its listing was accepted (201): each must exist once, and no other car of these hosts. */
  readonly listed = new Map<string, number>();
  /** Address → when its sign-up was accepted (201): each must get one verification e-mail. */
  readonly signedUp = new Map<string, number>();
  private readonly payments: PaymentStep[] = [];
  private readonly listings: ListingStep[] = [];
  private listingsStarted = 0;
  private listingsEnded = 0;
  private readonly agent: http.Agent;
  private readonly target: URL;
  private readonly started = performance.now();
  /** Wall-clock time when the load started: the load clock's zero. */
  readonly startedAt = Date.now();
  private readonly inFlight = new Set<Promise<void>>();
  private running = false;
  private next = 0;
  private bookings = 0;
  private loopDone: Promise<void> = Promise.resolve();

  constructor(private readonly setup: LoadSetup) {
    this.target = new URL(setup.url);
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 200 });
  }

  /** Milliseconds since the load started. */
  now(): number {
    return performance.now() - this.started;
  }

  start(): void {
    this.running = true;
    const origin = this.now();
    const first = this.next;
    this.loopDone = new Promise<void>((done) => {
      const tick = () => {
        if (!this.running) return done();
        const now = this.now();
        for (; origin + ((this.next - first) * 1000) / this.setup.rate <= now; this.next++)
          this.send(this.next);
        setTimeout(tick, 2);
      };
      tick();
    });
  }

  /** Stops sending and waits for every answer (each is bounded by the client's timeout). */
  async stop(): Promise<void> {
    this.running = false;
    await this.loopDone;
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  /**
   * Sends what is left of the payments begun (bounded retries, at most `rate` a second), so
   * every booking the load paid for has been verified by its payer once the faults are over.
   */
  async finishPayments(timeoutMs: number): Promise<void> {
    const deadline = this.now() + timeoutMs;
    while ((this.payments.length > 0 || this.inFlight.size > 0) && this.now() < deadline) {
      const step = this.nextPayment();
      if (step) this.track(this.runPayment(step));
      await new Promise((resolve) => setTimeout(resolve, 1000 / this.setup.rate));
    }
    await this.stop();
  }

  close(): void {
    this.agent.destroy();
  }

  private send(i: number): void {
    const kind = MIX[i % MIX.length]!;
    const work =
      kind === 'pay:initialize'
        ? this.paymentOrBrowse(i)
        : kind === 'browse'
          ? this.browse(i)
          : kind === 'car'
            ? this.car(i)
            : kind === 'login'
              ? this.login(i)
              : kind === 'signup'
                ? this.signup()
                : kind === 'upload'
                  ? this.listingStep(i)
                  : this.book();
    this.track(work);
  }

  private paymentOrBrowse(i: number): Promise<void> {
    const step = this.nextPayment();
    return step ? this.runPayment(step) : this.browse(i);
  }

  /** The first payment step that is due, taken off the list. */
  private nextPayment(): PaymentStep | undefined {
    const now = this.now();
    const at = this.payments.findIndex((step) => step.notBefore <= now);
    return at === -1 ? undefined : this.payments.splice(at, 1)[0];
  }

  private track(work: Promise<void>): void {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  private async browse(i: number) {
    const location = LOCATIONS[i % LOCATIONS.length]!;
    await this.request(
      'browse',
      'GET',
      `/api/cars?location=${encodeURIComponent(location)}&page=1&pageSize=24`,
    );
  }

  private async car(i: number) {
    const carId = this.setup.carIds[i % this.setup.carIds.length]!;
    await this.request('car', 'GET', `/api/cars/${carId}`);
  }

  private async login(i: number) {
    const account = this.setup.logins[i % this.setup.logins.length]!;
    await this.request('login', 'POST', '/api/auth/login', { json: account });
  }

  private async signup() {
    const email = `chaos-${randomUUID().slice(0, 12)}@chaos.akwaaba.test`;
    const answer = await this.request('signup', 'POST', '/api/auth/signup', {
      json: { email, password: 'Kente-Cloth-2025', firstName: 'Ama', lastName: 'Chaos' },
    });
    if (answer.status === 201) this.signedUp.set(email, this.now());
  }

  /** The next step of a listing that is due, or a new listing (at most 3 under way, as a few hosts would). */
  private async listingStep(i: number) {
    const now = this.now();
    const at = this.listings.findIndex((step) => step.notBefore <= now);
    if (at === -1 && this.listingsStarted - this.listingsEnded >= 3) return this.browse(i);
    const { listerCookies } = this.setup;
    const step =
      at === -1
        ? {
            cookie: listerCookies[this.listingsStarted++ % listerCookies.length]!,
            files: {},
            tries: 0,
            notBefore: 0,
          }
        : this.listings.splice(at, 1)[0]!;
    const again = () => {
      if (step.tries < RETRIES)
        this.listings.push({ ...step, tries: step.tries + 1, notBefore: this.now() + RETRY_AFTER_MS });
      else this.listingsEnded++;
    };
    const missing = LISTING_FILES.find((file) => !(file in step.files));
    if (missing) {
      const purpose = missing === 'images' ? 'car-photo' : 'car-paper';
      const ticket = await this.request('upload', 'POST', '/api/objects/upload', {
        cookie: step.cookie,
        json: { purpose },
      });
      if (ticket.status !== 200) return again();
      const { uploadURL, objectPath } = ticket.json as { uploadURL: string; objectPath: string };
      const bytes = await this.request('upload', 'PUT', uploadURL, {
        cookie: step.cookie,
        bytes: missing === 'images' ? this.setup.photo : PDF,
      });
      if (bytes.status !== 200) return again();
      this.listings.push({
        ...step,
        files: { ...step.files, [missing]: objectPath },
        tries: 0,
        notBefore: 0,
      });
      return;
    }
    const { images, ...papers } = step.files;
    const answer = await this.request('listing', 'POST', '/api/cars', {
      cookie: step.cookie,
      json: { ...carFormFields, driverAvailable: false, images: [images], ...papers },
    });
    if (typeof answer.status !== 'number' || answer.status >= 500) return again();
    this.listingsEnded++;
    if (answer.status === 201) this.listed.set((answer.json as { id: string }).id, this.now());
  }

  private async book() {
    const i = this.bookings++;
    const { carIds, renterCookies } = this.setup;
    const cookie = renterCookies[i % renterCookies.length]!;
    // Each car in turn, two days; after every car, the next free days.
    const start = addDays(new Date(), 2 + 3 * Math.floor(i / carIds.length));
    const answer = await this.request('booking', 'POST', '/api/bookings', {
      cookie,
      json: {
        carId: carIds[i % carIds.length],
        startDate: format(start, 'yyyy-MM-dd'),
        endDate: format(addDays(start, 2), 'yyyy-MM-dd'),
      },
    });
    if (answer.status !== 201) return;
    const bookingId = (answer.json as { id: string }).id;
    this.booked.set(bookingId, this.now());
    if (i % 3 !== 0)
      this.payments.push({ kind: 'pay:initialize', bookingId, cookie, tries: 0, notBefore: 0 });
  }

  private async runPayment(step: PaymentStep) {
    const again = (answer: Answer) => {
      const failed = typeof answer.status !== 'number' || answer.status >= 500;
      if (failed && step.tries < RETRIES)
        this.payments.push({ ...step, tries: step.tries + 1, notBefore: this.now() + RETRY_AFTER_MS });
      return failed;
    };
    if (step.kind === 'pay:initialize') {
      const answer = await this.request('pay:initialize', 'POST', '/api/payments/initialize', {
        cookie: step.cookie,
        json: { bookingId: step.bookingId },
      });
      if (again(answer) || answer.status !== 200) return;
      const { authorization_url, reference } = answer.json as {
        authorization_url: string;
        reference: string;
      };
      const checkoutPath = new URL(authorization_url).pathname;
      this.payments.push({ ...step, kind: 'pay:checkout', reference, checkoutPath, tries: 0, notBefore: 0 });
    } else if (step.kind === 'pay:checkout') {
      const answer = await this.request('pay:checkout', 'POST', step.checkoutPath!, {
        cookie: step.cookie,
        form: CARD_FORM,
      });
      if (again(answer) || answer.status !== 303) return;
      // A retry after a lost answer finds the checkout settled: it sends the payer back to the page.
      if (answer.location?.includes('/payment/callback') || answer.location === step.checkoutPath)
        this.paid.add(step.bookingId);
      this.payments.push({ ...step, kind: 'pay:verify', tries: 0, notBefore: 0 });
    } else {
      const answer = await this.request(
        'pay:verify',
        'GET',
        `/api/payments/verify/${encodeURIComponent(step.reference!)}`,
        { cookie: step.cookie },
      );
      again(answer);
    }
  }

  private request(
    kind: RequestKind,
    method: string,
    path: string,
    options: { cookie?: string; json?: unknown; form?: string; bytes?: Buffer } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { origin: this.target.origin, accept: 'application/json' };
    if (options.cookie) headers.cookie = options.cookie;
    let body: string | Buffer | undefined;
    if (options.bytes !== undefined) {
      headers['content-type'] = 'application/octet-stream';
      body = options.bytes;
    } else if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = options.form;
    }
    const sentAt = this.now();
    return new Promise<Answer>((resolve) => {
      let settled = false;
      const finish = (answer: Answer, text?: string) => {
        if (settled) return;
        settled = true;
        const status = answer.status;
        const failed = typeof status !== 'number' || status >= 400;
        this.outcomes.push({
          kind,
          sentAt,
          status,
          ms: this.now() - sentAt,
          ...(failed && text ? { body: text.slice(0, 300) } : {}),
        });
        resolve(answer);
      };
      const request = http.request(
        {
          agent: this.agent,
          host: this.target.hostname,
          port: this.target.port,
          method,
          path,
          headers,
          timeout: this.setup.timeoutMs ?? 15_000,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let json: unknown = null;
            try {
              json = JSON.parse(text);
            } catch {}
            finish(
              {
                status: response.statusCode ?? 0,
                json,
                location: response.headers.location
                  ? new URL(response.headers.location, this.target).pathname
                  : undefined,
              },
              text,
            );
          });
          response.on('error', () => finish({ status: 'refused', json: null }));
        },
      );
      request.on('timeout', () => {
        finish({ status: 'timeout', json: null });
        request.destroy();
      });
      request.on('error', (error) => finish({ status: 'refused', json: null }, String(error)));
      request.end(body);
    });
  }
}

interface Answer {
  status: number | 'timeout' | 'refused';
  json: unknown;
  location?: string;
}
