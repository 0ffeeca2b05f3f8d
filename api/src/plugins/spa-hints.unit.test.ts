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
  const hintsFor = pageHints(manifest);

  it("name the page's route chunk and its imports, but not what index.html already loads", () => {
    expect(hrefs(hintsFor('/cars'), 'modulepreload')).toEqual(['/assets/cars-1.js', '/assets/cards-1.js']);
    expect(hrefs(hintsFor('/'), 'modulepreload')).toEqual(['/assets/home-1.js', '/assets/cards-1.js']);
    expect(hrefs(hintsFor('/my-cars/'), 'modulepreload')).toEqual(['/assets/my-cars-1.js']);
  });

  it('preload the API calls the first render makes, exactly as the web app asks for them', () => {
    expect(hrefs(hintsFor('/cars'), 'preload')).toEqual([
      '/api/auth/user',
      '/api/cars?page=1&amp;pageSize=24',
    ]);
    expect(hrefs(hintsFor('/cars/6f1c2b9e-1d2a-4c3b-9e8f-0a1b2c3d4e5f'), 'preload')).toEqual([
      '/api/auth/user',
      '/api/cars/6f1c2b9e-1d2a-4c3b-9e8f-0a1b2c3d4e5f',
    ]);
    expect(hintsFor('/cars')).toContain('crossorigin="use-credentials"');
  });

  it('do not ask who is signed in for a visitor without a session', () => {
    expect(hrefs(hintsFor('/cars', { signedIn: false }), 'preload')).toEqual([
      '/api/cars?page=1&amp;pageSize=24',
    ]);
    expect(hrefs(hintsFor('/login', { signedIn: false }), 'preload')).toEqual([]);
  });

  it('leave filtered lists, unknown pages and odd ids with the session preload only', () => {
    expect(hrefs(hintsFor('/cars?price=luxury'), 'preload')).toEqual(['/api/auth/user']);
    expect(hintsFor('/no-such-page')).toBe(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/auth/user">',
    );
    const odd = hintsFor('/cars/%22%3E%3Cscript%3E');
    expect(hrefs(odd, 'preload')).toEqual(['/api/auth/user']);
    expect(odd).not.toContain('script');
    expect(hrefs(odd, 'modulepreload')).toEqual(['/assets/car-1.js']);
  });
});
