import { describe, expect, it } from 'vitest';
import { pageHints } from './spa-hints';
import type { ViteManifest } from './spa-manifest';

/**
 * The shape Vite writes: an entry, shared chunks, and a split chunk per route file
 * (named by its groups: a route with a skeleton ships it with its screen).
 */
const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: [
      'src/routes/index.tsx?tsr-split=component',
      'src/routes/cars/index.tsx?tsr-split=component---pendingComponent',
      'src/routes/cars/$id.tsx?tsr-split=component',
      'src/routes/_signed-in/my-cars/index.tsx?tsr-split=component---pendingComponent',
      'src/routes/cars/-components/Gallery.tsx',
      'src/routes/_signed-in/route.tsx?tsr-split=component',
    ],
  },
  '_react.js': { file: 'assets/react-1.js' },
  '_cards.js': { file: 'assets/cards-1.js', imports: ['_react.js'] },
  'src/routes/index.tsx?tsr-split=component': { file: 'assets/home-1.js', imports: ['_cards.js'] },
  'src/routes/cars/index.tsx?tsr-split=component---pendingComponent': {
    file: 'assets/cars-1.js',
    imports: ['_cards.js'],
  },
  'src/routes/cars/$id.tsx?tsr-split=component': { file: 'assets/car-1.js', imports: ['_react.js'] },
  'src/routes/_signed-in/my-cars/index.tsx?tsr-split=component---pendingComponent': {
    file: 'assets/my-cars-1.js',
  },
  'src/routes/cars/-components/Gallery.tsx': { file: 'assets/gallery-1.js' },
};

const hrefs = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*href="([^"]+)"`, 'g'))].map((m) => m[1]);

describe('page hints in the HTML', () => {
  const CAR_WITH_PHOTO = '6f1c2b9e-1d2a-4c3b-9e8f-0a1b2c3d4e5f';
  const lookedUp: string[] = [];
  const hintsFor = pageHints(manifest, {
    async carCoverPhoto(id) {
      lookedUp.push(id);
      return id === CAR_WITH_PHOTO ? '/objects/car-photos/variants/a-w1200.webp' : null;
    },
  });

  it("name the page's route chunk and its imports, but not what index.html already loads", async () => {
    expect(hrefs(await hintsFor('/cars'), 'modulepreload')).toEqual([
      '/assets/cars-1.js',
      '/assets/cards-1.js',
    ]);
    expect(hrefs(await hintsFor('/'), 'modulepreload')).toEqual(['/assets/home-1.js', '/assets/cards-1.js']);
    expect(hrefs(await hintsFor('/my-cars/'), 'modulepreload')).toEqual(['/assets/my-cars-1.js']);
  });

  it('preload the API calls the first render makes, exactly as the web app asks for them', async () => {
    expect(hrefs(await hintsFor('/cars'), 'preload')).toEqual([
      '/api/auth/user',
      '/api/cars?page=1&amp;pageSize=24',
    ]);
    expect(hrefs(await hintsFor(`/cars/${CAR_WITH_PHOTO}`), 'preload')).toEqual([
      '/api/auth/user',
      `/api/cars/${CAR_WITH_PHOTO}`,
      '/objects/car-photos/variants/a-w1200.webp',
    ]);
    expect(await hintsFor('/cars')).toContain('crossorigin="use-credentials"');
  });

  it('leave filtered lists, unknown pages and odd ids with the session preload only', async () => {
    expect(hrefs(await hintsFor('/cars?price=luxury'), 'preload')).toEqual(['/api/auth/user']);
    expect(await hintsFor('/no-such-page')).toBe(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/auth/user">',
    );
    const odd = await hintsFor('/cars/%22%3E%3Cscript%3E');
    expect(lookedUp).not.toContain('%22%3E%3Cscript%3E');
    expect(hrefs(odd, 'preload')).toEqual(['/api/auth/user']);
    expect(odd).not.toContain('script');
    expect(hrefs(odd, 'modulepreload')).toEqual(['/assets/car-1.js']);
  });

  it("preload a car page's cover photo first, and nothing for a car without one", async () => {
    const withPhoto = await hintsFor(`/cars/${CAR_WITH_PHOTO}`);
    expect(withPhoto).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/objects/car-photos/variants/a-w1200.webp">',
    );
    expect(await hintsFor('/cars/0d1c2b9e-1d2a-4c3b-9e8f-0a1b2c3d4e5f')).not.toContain('as="image"');
    expect(await hintsFor('/cars')).not.toContain('as="image"');
  });
});
