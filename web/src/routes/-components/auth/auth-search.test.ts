import { describe, expect, it } from 'vitest';
import { safeRedirect } from './auth-search.ts';

describe('safeRedirect', () => {
  it.each([
    ['/profile', '/profile'],
    ['/cars?location=Accra', '/cars?location=Accra'],
    [undefined, '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['/login?redirect=%2F', '/'],
  ])('%s → %s', (redirect, target) => {
    expect(safeRedirect(redirect)).toBe(target);
  });
});
