import { describe, expect, it } from 'vitest';
import { messagesOf, parsed } from '../shared/schema.testing';
import { updateProfileSchema } from './profile.schemas';
import { USER_MESSAGES as M } from './user.messages';
import {
  adminRoleChangeSchema,
  forgotPasswordSchema,
  identityVerificationSchema,
  loginSchema,
  meetsPasswordRules,
  normalizeEmail,
  resendVerificationSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
  signupSchema,
  suspendAccountSchema,
  verifyEmailSchema,
} from './user.schemas';

const strongPassword = 'Kente-Loom-42';
const signup = { email: 'ama@example.com', password: strongPassword, firstName: 'Ama', lastName: 'Mensah' };
const withSignup = (overrides: Record<string, unknown>) => ({ ...signup, ...overrides });
const huge = 'x'.repeat(1_000_000);

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Ama.Mensah@Example.COM \n')).toBe('ama.mensah@example.com');
  });
});

describe('the e-mail field', () => {
  it.each([signupSchema, loginSchema, resendVerificationSchema, forgotPasswordSchema])(
    'is normalized and must be an address (%#)',
    (schema) => {
      const rest = { password: strongPassword, firstName: 'Ama', lastName: 'Mensah' };
      expect(parsed(schema, { ...rest, email: ' Ama@Example.com ' })).toMatchObject({
        email: 'ama@example.com',
      });
      for (const email of [
        undefined,
        null,
        42,
        '',
        '   ',
        'ama',
        'ama@',
        '@example.com',
        'ama@example',
        'a b@example.com',
      ]) {
        expect(messagesOf(schema, { ...rest, email })).toEqual({
          email: ['Please enter a valid email address'],
        });
      }
    },
  );

  it('is at most 254 characters, with one message however long the input', () => {
    const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(longest).toHaveLength(254);
    expect(parsed(signupSchema, withSignup({ email: longest })).email).toBe(longest);
    expect(messagesOf(signupSchema, withSignup({ email: `a${longest}` }))).toEqual({
      email: [M.emailTooLong],
    });
    expect(messagesOf(signupSchema, withSignup({ email: huge }))).toEqual({ email: [M.emailTooLong] });
  });
});

describe('signupSchema', () => {
  it('accepts a signup, trimming the names and keeping the password as typed', () => {
    expect(
      parsed(
        signupSchema,
        withSignup({ firstName: ' Ama ', lastName: ' Mensah', password: ' Kente-Loom-42 ' }),
      ),
    ).toEqual({
      email: 'ama@example.com',
      password: ' Kente-Loom-42 ',
      firstName: 'Ama',
      lastName: 'Mensah',
    });
  });

  it('needs at least 8 characters', () => {
    expect(messagesOf(signupSchema, withSignup({ password: 'Abcde12' }))).toEqual({
      password: ['Password must be at least 8 characters'],
    });
    expect(parsed(signupSchema, withSignup({ password: 'Odu-Ab12' })).password).toBe('Odu-Ab12');
    for (const password of [undefined, null, 12345678]) {
      expect(messagesOf(signupSchema, withSignup({ password }))).toEqual({ password: [M.passwordTooShort] });
    }
  });

  it('needs an uppercase letter, a lowercase letter and a number', () => {
    const message =
      'Password must contain at least one uppercase letter, one lowercase letter, and one number';
    for (const password of ['kente-loom-42', 'KENTE-LOOM-42', 'Kente-Loom-xy', '12345678']) {
      expect(messagesOf(signupSchema, withSignup({ password }))).toEqual({ password: [message] });
    }
    expect(messagesOf(signupSchema, withSignup({ password: 'abc' }))).toEqual({
      password: [M.passwordTooShort, message],
    });
    expect(parsed(signupSchema, withSignup({ password: 'Ébène-du-Volta-7' })).password).toBe(
      'Ébène-du-Volta-7',
    );
  });

  it('refuses a common password that meets the rules', () => {
    for (const password of [
      'Password1',
      'Welcome123',
      'Qwerty123',
      'Accra2025',
      'BlackStars1',
      'P@ssw0rd1',
    ]) {
      expect(messagesOf(signupSchema, withSignup({ password }))).toEqual({
        password: ['This password is too common. Choose one that is harder to guess.'],
      });
    }
  });

  it('takes at most 128 characters, with one message however long the input', () => {
    const longest = `Aa1${'x'.repeat(125)}`;
    expect(parsed(signupSchema, withSignup({ password: longest })).password).toBe(longest);
    expect(messagesOf(signupSchema, withSignup({ password: `${longest}x` }))).toEqual({
      password: [M.passwordTooLong],
    });
    expect(messagesOf(signupSchema, withSignup({ password: huge }))).toEqual({
      password: [M.passwordTooLong],
    });
  });

  it('requires a first and a last name of at most 100 characters', () => {
    expect(messagesOf(signupSchema, { email: signup.email, password: strongPassword })).toEqual({
      firstName: [M.firstNameRequired],
      lastName: [M.lastNameRequired],
    });
    expect(messagesOf(signupSchema, withSignup({ firstName: '  ', lastName: '' }))).toEqual({
      firstName: [M.firstNameRequired],
      lastName: [M.lastNameRequired],
    });
    expect(parsed(signupSchema, withSignup({ firstName: 'A'.repeat(100) })).firstName).toHaveLength(100);
    expect(messagesOf(signupSchema, withSignup({ firstName: 'A'.repeat(101), lastName: huge }))).toEqual({
      firstName: [M.firstNameTooLong],
      lastName: [M.lastNameTooLong],
    });
  });
});

describe('meetsPasswordRules', () => {
  it('is the spec’s rule: 8 to 128 characters with a capital, a small letter and a digit', () => {
    expect(meetsPasswordRules('Abcdefg1')).toBe(true);
    expect(meetsPasswordRules('Abcdef1')).toBe(false);
    expect(meetsPasswordRules('abcdefg1')).toBe(false);
    expect(meetsPasswordRules('ABCDEFG1')).toBe(false);
    expect(meetsPasswordRules('Abcdefgh')).toBe(false);
    expect(meetsPasswordRules(`Aa1${'x'.repeat(126)}`)).toBe(false);
  });
});

describe('loginSchema', () => {
  it('takes any password, but requires one', () => {
    expect(parsed(loginSchema, { email: 'Ama@example.com', password: 'abc' })).toEqual({
      email: 'ama@example.com',
      password: 'abc',
    });
    for (const password of [undefined, '', 7]) {
      expect(messagesOf(loginSchema, { email: 'ama@example.com', password })).toEqual({
        password: ['Password is required'],
      });
    }
    expect(messagesOf(loginSchema, { email: 'ama@example.com', password: huge })).toEqual({
      password: [M.passwordTooLong],
    });
  });
});

describe('verifyEmailSchema', () => {
  it('takes exactly 6 digits, forgiving spaces around them', () => {
    expect(parsed(verifyEmailSchema, { email: 'ama@example.com', code: ' 049217 ' })).toEqual({
      email: 'ama@example.com',
      code: '049217',
    });
    for (const code of [
      undefined,
      '',
      '12345',
      '1234567',
      'abcdef',
      '12 345',
      '12345a',
      '１２３４５６',
      123456,
      huge,
    ]) {
      expect(messagesOf(verifyEmailSchema, { email: 'ama@example.com', code })).toEqual({
        code: ['Verification code must be 6 digits'],
      });
    }
  });
});

describe('resetPasswordSchema', () => {
  it('takes the token and a new password', () => {
    expect(parsed(resetPasswordSchema, { token: ' dG9rZW4.abc_-1 ', password: strongPassword })).toEqual({
      token: 'dG9rZW4.abc_-1',
      password: strongPassword,
    });
  });

  it('requires the token', () => {
    for (const token of [undefined, null, '', '  ']) {
      expect(messagesOf(resetPasswordSchema, { token, password: strongPassword })).toEqual({
        token: [M.resetTokenRequired],
      });
    }
  });

  it('refuses a token too long or with spaces or other odd characters inside', () => {
    for (const token of ['x'.repeat(257), huge, 'abc def', 'abc\u0000def', 'tökén']) {
      expect(messagesOf(resetPasswordSchema, { token, password: strongPassword })).toEqual({
        token: [M.resetLinkInvalid],
      });
    }
  });

  it('applies the signup password rules', () => {
    expect(messagesOf(resetPasswordSchema, { token: 'abc', password: 'short' })).toEqual({
      password: [M.passwordTooShort, M.passwordComposition],
    });
    expect(messagesOf(resetPasswordSchema, { token: 'abc', password: 'Kumasi123' })).toEqual({
      password: [M.passwordTooCommon],
    });
  });
});

describe('resetPasswordFormSchema', () => {
  const form = { token: 'abc', password: strongPassword, confirmPassword: strongPassword };

  it('accepts a confirmation that matches', () => {
    expect(parsed(resetPasswordFormSchema, form)).toEqual(form);
  });

  it("says 'Passwords don't match' on the confirmation", () => {
    for (const confirmPassword of ['Kente-Loom-43', '', undefined, huge]) {
      expect(messagesOf(resetPasswordFormSchema, { ...form, confirmPassword })).toEqual({
        confirmPassword: ["Passwords don't match"],
      });
    }
  });

  it('requires the token and the password rules too', () => {
    expect(
      messagesOf(resetPasswordFormSchema, { password: 'Password1', confirmPassword: 'Password1' }),
    ).toEqual({
      token: [M.resetTokenRequired],
      password: [M.passwordTooCommon],
    });
  });
});

describe('updateProfileSchema', () => {
  it('takes any subset of the fields, trimmed; blank optional fields become null', () => {
    expect(parsed(updateProfileSchema, {})).toEqual({});
    expect(
      parsed(updateProfileSchema, {
        firstName: ' Ama ',
        lastName: 'Mensah',
        phoneNumber: ' +233 24 123 4567 ',
        bio: '  ',
        profileImageUrl: null,
        role: 'admin',
      }),
    ).toEqual({
      firstName: 'Ama',
      lastName: 'Mensah',
      phoneNumber: '+233241234567',
      bio: null,
      profileImageUrl: null,
    });
  });

  it('keeps the names required', () => {
    expect(messagesOf(updateProfileSchema, { firstName: '', lastName: null })).toEqual({
      firstName: [M.firstNameRequired],
      lastName: [M.lastNameRequired],
    });
    expect(messagesOf(updateProfileSchema, { firstName: 'A'.repeat(101), lastName: huge })).toEqual({
      firstName: [M.firstNameTooLong],
      lastName: [M.lastNameTooLong],
    });
  });

  it('takes a phone number as people write it, and keeps it in E.164', () => {
    for (const phoneNumber of [
      '0241234567',
      '024 123 4567',
      '+233 24 123 4567',
      '233241234567',
      '0241 234 567',
    ]) {
      expect(parsed(updateProfileSchema, { phoneNumber }).phoneNumber).toBe('+233241234567');
    }
    // A landline is a phone number too.
    expect(parsed(updateProfileSchema, { phoneNumber: '0302-123456' }).phoneNumber).toBe('+233302123456');
    for (const phoneNumber of [
      'call me',
      '12345',
      '+233 24 123 4567 890 12',
      '0241234567 ext',
      '0111234567',
      huge,
      241234567,
    ]) {
      expect(messagesOf(updateProfileSchema, { phoneNumber })).toEqual({
        phoneNumber: [M.phoneNumberInvalid],
      });
    }
  });

  it('takes a bio of at most 1000 characters', () => {
    expect(parsed(updateProfileSchema, { bio: 'b'.repeat(1000) }).bio).toHaveLength(1000);
    for (const bio of ['b'.repeat(1001), huge, 5]) {
      expect(messagesOf(updateProfileSchema, { bio })).toEqual({ bio: [M.bioInvalid] });
    }
  });

  it('takes an uploaded image path or a web address as the profile image, nothing else', () => {
    for (const profileImageUrl of ['/objects/uploads/ama.jpg', 'https://cdn.example.com/ama.jpg']) {
      expect(parsed(updateProfileSchema, { profileImageUrl }).profileImageUrl).toBe(profileImageUrl);
    }
    for (const profileImageUrl of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'https:///nohost',
      '/objects/my photo.jpg',
      `/${'p'.repeat(2048)}`,
    ]) {
      expect(messagesOf(updateProfileSchema, { profileImageUrl })).toEqual({
        profileImageUrl: [M.profileImageInvalid],
      });
    }
  });
});

describe('identityVerificationSchema', () => {
  it('takes the numbers and document paths, any subset, blank as null', () => {
    expect(
      parsed(identityVerificationSchema, {
        driverLicenseNumber: ' DL-1234567 ',
        driverLicenseDocument: '/objects/private/licence.pdf',
        nationalIdNumber: 'GHA-123456789-0',
        nationalIdDocument: '',
      }),
    ).toEqual({
      driverLicenseNumber: 'DL-1234567',
      driverLicenseDocument: '/objects/private/licence.pdf',
      nationalIdNumber: 'GHA-123456789-0',
      nationalIdDocument: null,
    });
    expect(parsed(identityVerificationSchema, {})).toEqual({});
  });

  it('refuses numbers with other characters, or longer than 50', () => {
    for (const number of ['DL<1234>', '-123', 'A'.repeat(51), huge]) {
      expect(
        messagesOf(identityVerificationSchema, { driverLicenseNumber: number, nationalIdNumber: number }),
      ).toEqual({
        driverLicenseNumber: [M.driverLicenseNumberInvalid],
        nationalIdNumber: [M.nationalIdNumberInvalid],
      });
    }
    expect(
      parsed(identityVerificationSchema, { driverLicenseNumber: 'A'.repeat(50) }).driverLicenseNumber,
    ).toHaveLength(50);
  });

  it('takes a Ghana Card number as people type it and keeps it as the card prints it', () => {
    for (const typed of ['GHA-123456789-0', 'gha-123456789-0', 'GHA 123456789 0', 'GHA1234567890'])
      expect(parsed(identityVerificationSchema, { nationalIdNumber: typed }).nationalIdNumber).toBe(
        'GHA-123456789-0',
      );
    for (const wrong of ['GHA-12345678-0', 'GHB-123456789-0', '123456789-0', 'GHA-123456789-01'])
      expect(messagesOf(identityVerificationSchema, { nationalIdNumber: wrong })).toEqual({
        nationalIdNumber: [M.nationalIdNumberInvalid],
      });
  });

  it('refuses a document that is not an uploaded file or a web address', () => {
    for (const document of ['javascript:alert(1)', 'file:///etc/passwd', 'two words.pdf', huge]) {
      expect(
        messagesOf(identityVerificationSchema, {
          driverLicenseDocument: document,
          nationalIdDocument: document,
        }),
      ).toEqual({ driverLicenseDocument: [M.documentInvalid], nationalIdDocument: [M.documentInvalid] });
    }
  });
});

describe('adminRoleChangeSchema', () => {
  it('requires a reason of at most 500 characters, trimmed', () => {
    expect(parsed(adminRoleChangeSchema, { reason: ' Runs listings ' })).toEqual({ reason: 'Runs listings' });
    for (const reason of [undefined, '', '   ']) {
      expect(messagesOf(adminRoleChangeSchema, { reason })).toEqual({ reason: [M.roleChangeReasonRequired] });
    }
    expect(messagesOf(adminRoleChangeSchema, { reason: 'r'.repeat(501) })).toEqual({
      reason: [M.roleChangeReasonTooLong],
    });
  });
});

describe('control characters in account fields', () => {
  const refused = (field: string) => `${field} must not contain control characters`;

  it('refuses a NUL in a name at sign-up and on the profile, which would otherwise reach the event store', () => {
    expect(messagesOf(signupSchema, withSignup({ firstName: 'Ama\u0000' }))).toEqual({
      firstName: [refused('First name')],
    });
    expect(messagesOf(updateProfileSchema, { lastName: 'Men\u001bsah' })).toEqual({
      lastName: [refused('Last name')],
    });
  });

  it('keeps line breaks and tabs in a bio and a suspension reason, never a NUL', () => {
    expect(parsed(updateProfileSchema, { bio: 'Host in Osu.\n\tAlways on time.' })).toEqual({
      bio: 'Host in Osu.\n\tAlways on time.',
    });
    expect(messagesOf(updateProfileSchema, { bio: 'Host\u0000' })).toEqual({ bio: [refused('Bio')] });
    expect(messagesOf(suspendAccountSchema, { reason: 'Fraud\u0000' })).toEqual({
      reason: [refused('Reason')],
    });
  });

  it('refuses a control character in a password, new or typed to log in', () => {
    expect(messagesOf(signupSchema, withSignup({ password: `${strongPassword}\u0000` }))).toEqual({
      password: [refused('Password')],
    });
    expect(messagesOf(loginSchema, { email: signup.email, password: 'any\u0007thing' })).toEqual({
      password: [refused('Password')],
    });
  });

  it('refuses one in a phone number, a document number or a file reference with the field’s own message', () => {
    expect(messagesOf(updateProfileSchema, { phoneNumber: '024\u0000123 4567' })).toEqual({
      phoneNumber: [M.phoneNumberInvalid],
    });
    expect(messagesOf(identityVerificationSchema, { driverLicenseDocument: '/objects/a\u0000.pdf' })).toEqual(
      {
        driverLicenseDocument: [refused('Document')],
      },
    );
  });
});
