import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_COUNT, COMMON_PASSWORDS, isCommonPassword } from './common-passwords';
import { meetsPasswordRules } from './user.schemas';

/** The form someone would type to get past the composition rule: first letter capitalized. */
const capitalized = (password: string) => password.charAt(0).toUpperCase() + password.slice(1);

describe('the common-password list', () => {
  it('holds at least 3,000 distinct passwords, in lower case', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(3000);
    expect(new Set(COMMON_PASSWORDS).size).toBe(COMMON_PASSWORD_COUNT);
    expect(COMMON_PASSWORDS.every((password) => password === password.toLowerCase())).toBe(true);
  });

  it('is the same list every time', () => {
    expect(COMMON_PASSWORDS.slice(0, 5)).toEqual(['123456', '12345', '123456789', '12345678', '1234567']);
  });

  it('catches over a thousand passwords that would pass the composition rule once capitalized', () => {
    const passing = COMMON_PASSWORDS.filter((password) => meetsPasswordRules(capitalized(password)));
    expect(passing.length).toBeGreaterThan(1000);
  });

  it.each([
    'password',
    '123456',
    'qwerty',
    'iloveyou',
    'admin',
    'welcome',
    'monkey',
    'dragon',
    'football',
    'letmein',
    'abc123',
    '1q2w3e4r',
    'zaq12wsx',
    'asdfghjkl',
    '11111111',
    '987654321',
  ])('knows the classic %s', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each([
    'Password1',
    'Password123',
    'Password1!',
    'Welcome123',
    'Qwerty123',
    'Iloveyou1',
    'Admin2025',
    'Monkey123',
    'Football1',
    'Letmein1',
    'P@ssw0rd1',
    'Passw0rd',
    'Accra123',
    'Ghana2025',
    'Kumasi123',
    'BlackStars1',
    'Akwaaba123',
    'Kotoko2024',
    'Kwame1957',
    'Godisgood1',
    'Jesus123',
    'Jollof123',
    'Qwerty2026',
    'Abcd1234',
  ])('refuses %s, which meets the composition rule', (password) => {
    expect(meetsPasswordRules(password)).toBe(true);
    expect(isCommonPassword(password)).toBe(true);
  });

  it('ignores case', () => {
    expect(isCommonPassword('PASSWORD1')).toBe(true);
    expect(isCommonPassword('pAsSwOrD1')).toBe(true);
    expect(isCommonPassword('ghana2025')).toBe(true);
  });

  it('lets an uncommon password through', () => {
    for (const password of [
      'Kente-Loom-42',
      'Harmattan&Shea7',
      'Tro-tro to Kaneshie 9',
      'Password1-but-longer',
    ]) {
      expect(isCommonPassword(password)).toBe(false);
    }
  });
});
