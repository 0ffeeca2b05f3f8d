import { readFileSync } from 'node:fs';
import { SIGNED_IN_HINT_COOKIE } from '@akwaaba/domain/accounts/user.constants';
import { describe, expect, it } from 'vitest';

describe('the service worker', () => {
  it('reads the signed-in hint cookie by the name the server sets it under', () => {
    // sw.js is served as written (no build step imports into it), so it names the cookie itself.
    const worker = readFileSync(new URL('../public/sw.js', import.meta.url), 'utf8');
    expect(worker).toContain(`const SIGNED_IN_HINT_COOKIE = '${SIGNED_IN_HINT_COOKIE}';`);
  });
});
