import { describe, expect, it } from 'vitest';
import { avatarInitials, fullName } from './avatar-initials.ts';

describe('avatarInitials', () => {
  it('uses the uppercase initials of first and last name', () => {
    expect(avatarInitials({ firstName: 'ama', lastName: 'mensah', email: 'ama@example.com' })).toBe('AM');
  });

  it('falls back to the first letter of the e-mail when a name is missing', () => {
    expect(avatarInitials({ firstName: 'Kofi', lastName: null, email: 'kofi@example.com' })).toBe('K');
    expect(avatarInitials({ firstName: '  ', lastName: 'Boateng', email: 'yaw@example.com' })).toBe('Y');
  });

  it("falls back to 'U' with neither name nor e-mail", () => {
    expect(avatarInitials({ firstName: null, lastName: null, email: '' })).toBe('U');
    expect(avatarInitials(null)).toBe('U');
  });
});

describe('fullName', () => {
  it('joins the parts that exist', () => {
    expect(fullName({ firstName: 'Ama', lastName: 'Mensah' })).toBe('Ama Mensah');
    expect(fullName({ firstName: 'Ama', lastName: null })).toBe('Ama');
    expect(fullName(undefined)).toBe('');
  });
});
