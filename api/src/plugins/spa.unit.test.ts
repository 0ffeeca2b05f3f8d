import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSpa } from './spa';

let webDir: string;
const app = Fastify();
// Who is asking, as the sessions plugin decides it: here, anyone sending a cookie is signed in.
app.decorateRequest('actor', null, []);
app.addHook('onRequest', async (request) => {
  request.actor = request.headers.cookie
    ? { userId: 'u1', role: 'user' }
    : { userId: null, role: 'anonymous' };
});

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'akwaaba-spa-'));
  await mkdir(path.join(webDir, '.vite'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-1.js"></script></head><body></body></html>',
  );
  await writeFile(path.join(webDir, 'assets/index-1.js'), 'console.log(1)');
  await writeFile(
    path.join(webDir, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index-1.js',
        isEntry: true,
        dynamicImports: ['src/routes/cars/index.tsx?tsr-split=component'],
      },
      'src/routes/cars/index.tsx?tsr-split=component': { file: 'assets/cars-1.js' },
    }),
  );
  await registerSpa(app, webDir, {
    publicUrl: 'https://akwaaba.example',
    lookups: {
      carPage: async () => null,
      carRating: async () => ({ averageRating: 0, reviewCount: 0 }),
    },
  });
});

afterAll(async () => {
  await app.close();
  await rm(webDir, { recursive: true, force: true });
});

describe('the SPA as served', () => {
  it("answers a page with index.html carrying that page's hints in its head, never cached", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/cars',
      headers: { cookie: 'akwaaba_session=x' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toMatch(
      /<head><script type="module" src="\/assets\/index-1.js"><\/script><link rel="canonical" href="https:\/\/akwaaba.example\/cars"><link rel="preload"[^>]+\/api\/auth\/user">.*<link rel="modulepreload" crossorigin href="\/assets\/cars-1.js"><\/head>/,
    );
  });

  it('preloads who is signed in only for a request with a session', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/cars' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.body).not.toContain('/api/auth/user');
    expect(anonymous.body).toContain('<link rel="modulepreload" crossorigin href="/assets/cars-1.js">');
  });

  it('serves hashed assets immutable, and answers unknown API paths with a JSON 404', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-1.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const api = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'No such endpoint: GET /api/nothing-here' });
  });
});
