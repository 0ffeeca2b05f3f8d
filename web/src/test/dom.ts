/**
 * Shared set-up for component tests. Import it first in a test file that also starts with
 * `// @vitest-environment jsdom`; the root vitest config stays environment-neutral.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom has no layout; the router restores scroll positions on navigation.
window.scrollTo = () => {};

// jsdom lacks ResizeObserver, which Headless UI's anchored menus watch.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Component tests decide who is signed in by what GET /api/auth/user answers (their fetch stubs):
// the hint cookie the server sets with a session says to ask.
// biome-ignore lint/suspicious/noDocumentCookie: one fixed cookie, as the server's Set-Cookie leaves it
document.cookie = 'akwaaba_signed_in=1';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
