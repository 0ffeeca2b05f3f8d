import { systemActor, userDecider } from '@akwaaba/domain';
import { describe, expect, it } from 'vitest';
import { appSecretsFrom } from '../secrets/app-secret';
import { seal, unseal } from './sealed-secrets';
import {
  accountOfResetToken,
  newResetToken,
  newVerificationCode,
  resetTokenHash,
  verificationCodeHash,
} from './secret-codes';

const secrets = appSecretsFrom('unit-test-secret-of-at-least-32-characters');
const otherSecrets = appSecretsFrom('another-secret-of-at-least-32-characters!');
const userId = '6f1c2b8e-3d4a-4c5b-9e6f-7a8b9c0d1e2f';

describe('verification codes', () => {
  it('are 6 digits, spread evenly over 000000-999999', () => {
    const codes = Array.from({ length: 20_000 }, newVerificationCode);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    const firstDigits = new Map<string, number>();
    for (const code of codes) firstDigits.set(code[0]!, (firstDigits.get(code[0]!) ?? 0) + 1);
    expect(firstDigits.size).toBe(10);
    for (const count of firstDigits.values()) expect(count).toBeGreaterThan(1700); // 2,000 expected each
    expect(new Set(codes).size).toBeGreaterThan(19_500);
  });

  it('are stored as a keyed hash bound to the account', () => {
    const hash = verificationCodeHash(secrets, userId, '493027');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(verificationCodeHash(secrets, userId, '493027')).toBe(hash);
    expect(verificationCodeHash(otherSecrets, userId, '493027')).not.toBe(hash);
    expect(verificationCodeHash(secrets, 'another-user', '493027')).not.toBe(hash);
  });
});

describe('reset tokens', () => {
  it('carry 256 random bits after the account id, and name their account', () => {
    const token = newResetToken(userId);
    expect(token).toMatch(new RegExp(`^${userId}\\.[A-Za-z0-9_-]{43}$`));
    expect(accountOfResetToken(token)).toBe(userId);
    expect(newResetToken(userId)).not.toBe(token);
    expect(resetTokenHash(secrets, token)).toMatch(/^[0-9a-f]{64}$/);
    expect(resetTokenHash(otherSecrets, token)).not.toBe(resetTokenHash(secrets, token));
  });

  it.each([
    '',
    'nonsense',
    `${userId}`,
    `${userId}.short`,
    `not-a-uuid.${'a'.repeat(43)}`,
    `${newResetToken(userId)}.x`,
  ])('name no account for %j', (token) => {
    expect(accountOfResetToken(token)).toBeNull();
  });
});

describe('sealed secrets', () => {
  it('open again with the same key, purpose and account; a fresh nonce each time', () => {
    const sealed = seal(secrets, 'verification-code', userId, '493027');
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('493027');
    expect(seal(secrets, 'verification-code', userId, '493027')).not.toBe(sealed);
    expect(unseal(secrets, 'verification-code', userId, sealed)).toBe('493027');
  });

  it('refuse to open with another key, for another purpose or account, or when altered', () => {
    const sealed = seal(secrets, 'password-reset-token', userId, 'token');
    expect(() => unseal(otherSecrets, 'password-reset-token', userId, sealed)).toThrow();
    expect(() => unseal(secrets, 'verification-code', userId, sealed)).toThrow();
    expect(() => unseal(secrets, 'password-reset-token', 'someone-else', sealed)).toThrow();
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    raw[raw.length - 20]! ^= 1;
    expect(() =>
      unseal(secrets, 'password-reset-token', userId, `v1.${raw.toString('base64url')}`),
    ).toThrow();
    expect(() => unseal(secrets, 'password-reset-token', userId, 'v2.abc')).toThrow('Not a sealed value');
  });

  it('have the shape the user decider accepts in an event', () => {
    const events = userDecider.decide(
      {
        type: 'RegisterUser',
        userId,
        actor: systemActor,
        now: new Date().toISOString(),
        email: 'ama@example.com',
        firstName: 'Ama',
        lastName: 'Mensah',
        passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
        codeHash: verificationCodeHash(secrets, userId, '493027'),
        sealedCode: seal(secrets, 'verification-code', userId, '493027'),
      },
      userDecider.initialState,
    );
    expect(events[1]).toMatchObject({
      type: 'UserVerificationCodeIssued',
      data: { sealedCode: expect.any(String) },
    });
  });
});
