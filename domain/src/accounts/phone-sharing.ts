/*
 * Who may see a host's phone number (and the number of the driver they offer) before a trip is
 * paid for: issue 31, "Contact, kept from scrapers". Nobody signed out ever does; renters in
 * Ghana expect to call a host before booking, so signed-in renters do unless the host keeps the
 * number for renters who paid.
 */

/** The host's choice on their profile: 'signed-in' (the default) or 'after-payment'. */
export const PHONE_SHARING = ['signed-in', 'after-payment'] as const;
export type PhoneSharing = (typeof PHONE_SHARING)[number];

/** Until a host chooses, signed-in renters may call before booking. */
export const DEFAULT_PHONE_SHARING: PhoneSharing = 'signed-in';

/**
 * Whether a signed-in asker sees the host's numbers on a car's page and booking form: always the
 * car's owner and admins, anyone else unless the host keeps them for renters who paid (a paid
 * booking then carries the host's number, see partiesSeeEachOthersPhone).
 */
export const hostNumbersShown = (sharing: PhoneSharing, askerManagesCar: boolean): boolean =>
  askerManagesCar || sharing === 'signed-in';
