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

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
