import type { Actor } from '../shared/actor';
import type { CurrentUserView } from './accounts.contract';
import type { IdentityDocuments, UserEvent, UserProfile } from './user.events';

/*
 * Fixtures for the account deciders' tests: Ama's account, and who may act on it.
 */

export const userId = 'user-ama';
export const ama: Actor = { userId, role: 'user' };
export const kofi: Actor = { userId: 'user-kofi', role: 'user' };
export const admin: Actor = { userId: 'admin-1', role: 'admin' };
export const system: Actor = { userId: null, role: 'system' };
export const visitor: Actor = { userId: null, role: 'anonymous' };

/** Any valid-looking argon2id PHC string. */
export const passwordHash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2g';

/** Ama signs up. */
export const registered: UserEvent = {
  type: 'UserRegistered',
  data: { userId, email: 'ama@example.com', firstName: 'Ama', lastName: 'Mensah', passwordHash },
};

/** Ama's licence and ID details as they stand after a change: the full set, cleared ones null. */
export const documentsUpdated = (documents: IdentityDocuments): UserEvent => ({
  type: 'UserIdentityDocumentsUpdated',
  data: { userId, ...documents },
});

/** Ama's profile as she signed up: her name, and the defaults for the rest. */
export const amaNewProfile: Required<UserProfile> = {
  firstName: 'Ama',
  lastName: 'Mensah',
  phoneNumber: null,
  phoneSharing: 'signed-in',
  bio: null,
  profileImageUrl: null,
};

/** Ama, signed in, as GET /api/auth/user answers just after she verified her email. */
export const amaAsCurrentUser: CurrentUserView = {
  id: 'u1',
  email: 'ama@example.com',
  ...amaNewProfile,
  driverLicenseNumber: null,
  driverLicenseDocument: null,
  nationalIdNumber: null,
  nationalIdDocument: null,
  phoneVerified: false,
  identityVerified: false,
  driverVerification: 'none',
  driverVerificationNote: null,
  emailVerified: true,
  roles: ['user'],
  isAdmin: false,
  hasCars: false,
  createdAt: '2026-01-02T09:00:00.000Z',
};
