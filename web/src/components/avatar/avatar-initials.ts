export interface AvatarPerson {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/**
 * The letters an avatar shows when there is no photo (spec section 2): initials of first and
 * last name, else the first letter of the e-mail, else 'U'. Always uppercase.
 */
export function avatarInitials(person: AvatarPerson | null | undefined): string {
  const first = person?.firstName?.trim();
  const last = person?.lastName?.trim();
  if (first && last) return `${first[0]}${last[0]}`.toUpperCase();
  const email = person?.email?.trim();
  if (email) return email[0]!.toUpperCase();
  return 'U';
}

/** "Ama Mensah", or whatever part of the name exists. */
export const fullName = (person: AvatarPerson | null | undefined): string =>
  [person?.firstName, person?.lastName].filter(Boolean).join(' ');
