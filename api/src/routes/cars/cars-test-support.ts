import { carFormFields } from '@akwaaba/domain/cars/car.testing';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestApp } from '../../../../test/app-harness';
import type { TestUser } from '../../../../test/users';

/*
 * Helpers for the car API tests: HTTP calls as a given user, uploads through the
 * product's own upload flow, and a valid listing to start from.
 */

export interface Answer<Body = unknown> {
  status: number;
  body: Body;
  headers: Headers;
}

/** One API call over real HTTP, as `user` (or anonymous), with our Origin on mutating calls. */
export async function call<Body = Record<string, unknown>>(
  t: TestApp,
  method: string,
  path: string,
  options: { user?: TestUser | null; body?: unknown } = {},
): Promise<Answer<Body>> {
  const headers: Record<string, string> = { origin: t.baseUrl };
  if (options.user) headers.cookie = options.user.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${t.baseUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    redirect: 'manual',
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

export const photoBytes = (colour = '#0a7') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/** Uploads bytes the way the web app does (ticket, then PUT) and answers the object path. */
export async function upload(
  t: TestApp,
  user: TestUser,
  purpose: 'car-photo' | 'car-paper' | 'profile-photo',
  bytes: Buffer,
): Promise<string> {
  const ticket = await call<{ uploadURL: string; objectPath: string }>(t, 'POST', '/api/objects/upload', {
    user,
    body: { purpose },
  });
  expect(ticket.status).toBe(200);
  const response = await fetch(`${t.baseUrl}${ticket.body.uploadURL}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream', origin: t.baseUrl },
    body: bytes,
  });
  expect(response.status).toBe(200);
  return ticket.body.objectPath;
}

export interface HostFiles {
  images: string[];
  roadworthyDocument: string;
  registrationDocument: string;
  insuranceDocument: string;
}

/** A host's photos and three papers, uploaded and checked. */
export async function uploadCarFiles(t: TestApp, host: TestUser, photos = 1): Promise<HostFiles> {
  const images: string[] = [];
  for (let i = 0; i < photos; i++) images.push(await upload(t, host, 'car-photo', await photoBytes()));
  return {
    images,
    roadworthyDocument: await upload(t, host, 'car-paper', PDF_BYTES),
    registrationDocument: await upload(t, host, 'car-paper', PDF_BYTES),
    insuranceDocument: await upload(t, host, 'car-paper', PDF_BYTES),
  };
}

/** A valid POST /api/cars body, as the car form sends it. */
export const carBody = (files: HostFiles, overrides: Record<string, unknown> = {}) => ({
  ...carFormFields,
  driverAvailable: false,
  ...files,
  ...overrides,
});

/** Lists a car as `host` through the API and answers its id. */
export async function listCarAs(
  t: TestApp,
  host: TestUser,
  overrides: Record<string, unknown> = {},
  photos = 1,
): Promise<string> {
  const response = await call<{ id: string }>(t, 'POST', '/api/cars', {
    user: host,
    body: carBody(await uploadCarFiles(t, host, photos), overrides),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id;
}

/** The event store's newest position, to prove a refused request appended nothing. */
export const headOf = async (t: TestApp) => {
  const head = await t.store.headPosition();
  return head ? `${head.commit}:${head.prepare}` : null;
};

/**
 * Runs a request that must be refused: a 4xx with a message, and nothing appended to the event
 * store (its head unchanged). Answers the request's answer.
 */
export async function expectRefusal<A extends { status: number; body: unknown }>(
  t: TestApp,
  request: () => Promise<A>,
): Promise<A> {
  const before = await headOf(t);
  const answer = await request();
  expect(await headOf(t)).toBe(before);
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect((answer.body as { message?: unknown } | null)?.message).toEqual(expect.any(String));
  return answer;
}

/**
 * An admin-only endpoint refuses everyone else: 401 signed out, 403 with `forbidden` to a
 * signed-in `user`, appending nothing either way.
 */
export async function expectAdminOnly(
  t: TestApp,
  request: { method: string; path: string; body?: unknown },
  user: TestUser,
  forbidden: string,
) {
  const { method, path, body } = request;
  const signedOut = await expectRefusal(t, () => call(t, method, path, { body }));
  expect({ status: signedOut.status, body: signedOut.body }).toEqual({
    status: 401,
    body: { message: 'You need to log in first.' },
  });
  const asUser = await expectRefusal(t, () => call(t, method, path, { user, body }));
  expect({ status: asUser.status, body: asUser.body }).toEqual({ status: 403, body: { message: forbidden } });
}
