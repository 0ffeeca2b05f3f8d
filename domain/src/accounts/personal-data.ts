/**
 * Where a person's own data sits in events, so that closing their account can make it
 * unreadable everywhere, the event log included (crypto-shredding, docs/adr/0026). The
 * event store seals each field listed here under a key of the person the `owner` field
 * names; closing the account destroys that key, and from then on every reader (deciders,
 * projections, a rebuild, the audit trail) reads the field as its erased value below. Read
 * models erase the copies they already hold on UserAccountClosed, with the same values.
 *
 * The store destroys the key itself as it appends an event of PERSONAL_DATA_ERASED_BY, so
 * whatever appends the closing (the API, a test's history) erases alike, and a read model
 * rebuilt afterwards shows the person erased from their first event on.
 *
 * What stays readable is what the product owes others and the law: ids, dates, amounts,
 * statuses, ratings. A field listed here must hold a string or null (null is not sealed:
 * it tells nothing).
 */
export interface PersonalDataInEvent {
  /** The field of the event's data holding the id of the person the data is about. */
  owner: string;
  /** Each personal field's path in the event's data (`changes.firstName`) and what it reads as once erased. */
  fields: Readonly<Record<string, string | null>>;
}

/** What a closed account's names read as: the person shows as "Deleted user" everywhere. */
export const ERASED_FIRST_NAME = 'Deleted';
export const ERASED_LAST_NAME = 'user';
/** A closed account's address (every address a person types has an @, so none reads as this). */
export const ERASED_EMAIL = 'deleted';
/** A closed account's review comments and report details: their ratings and reasons stay. */
export const ERASED_REVIEW_COMMENT = '';
export const ERASED_REPORT_DETAILS = '';
/** A closed account's payout account: what it was shown as and its holder's name ("Deleted user"). */
export const ERASED_PAYOUT_ACCOUNT = 'Account closed';
export const ERASED_ACCOUNT_HOLDER = `${ERASED_FIRST_NAME} ${ERASED_LAST_NAME}`;
/** What a closed account's messages read as in the other party's conversation. */
export const ERASED_MESSAGE_TEXT = 'This message was deleted with its sender’s account.';

const profileChanges = {
  'changes.firstName': ERASED_FIRST_NAME,
  'changes.lastName': ERASED_LAST_NAME,
  'changes.phoneNumber': null,
  'changes.bio': null,
  'changes.profileImageUrl': null,
};

const identityDocuments = {
  driverLicenseNumber: null,
  driverLicenseDocument: null,
  nationalIdNumber: null,
  nationalIdDocument: null,
};

/** Every event type that carries someone's personal data, by its type. */
export const PERSONAL_DATA_IN_EVENTS: Readonly<Record<string, PersonalDataInEvent>> = {
  UserRegistered: {
    owner: 'userId',
    fields: { email: ERASED_EMAIL, firstName: ERASED_FIRST_NAME, lastName: ERASED_LAST_NAME },
  },
  UserProfileUpdated: { owner: 'userId', fields: profileChanges },
  UserIdentityDocumentsUpdated: { owner: 'userId', fields: identityDocuments },
  UserPhoneCodeIssued: { owner: 'userId', fields: { phoneNumber: null } },
  UserPhoneVerified: { owner: 'userId', fields: { phoneNumber: null } },
  EmailReserved: { owner: 'userId', fields: { email: ERASED_EMAIL } },
  EmailReleased: { owner: 'userId', fields: { email: ERASED_EMAIL } },
  ConversationMessageSent: { owner: 'senderId', fields: { text: ERASED_MESSAGE_TEXT } },
  BookingReviewed: { owner: 'renterId', fields: { comment: ERASED_REVIEW_COMMENT } },
  ReportFiled: { owner: 'reporterId', fields: { details: ERASED_REPORT_DETAILS } },
  // A host's Mobile Money number or bank account, its holder's name, and "MTN ••• 4987".
  PayoutAccountSet: {
    owner: 'hostId',
    fields: {
      'account.name': ERASED_ACCOUNT_HOLDER,
      'account.number': null,
      'account.accountNumber': null,
      description: ERASED_PAYOUT_ACCOUNT,
    },
  },
  // Where a person's phone is sent notifications, and the keys they are encrypted for.
  PushSubscriptionAdded: { owner: 'userId', fields: { endpoint: null, p256dh: null, auth: null } },
};

/** The events after which their person's personal data reads erased, by type: the field naming the person. */
export const PERSONAL_DATA_ERASED_BY: Readonly<Record<string, string>> = { UserAccountClosed: 'userId' };

/**
 * The prefixes of stream names that carry a person's data after them: an address's
 * reservation stream is named by the address, so that every spelling of it finds one stream.
 * The event store keeps such a stream under a keyed digest of what follows the prefix, and
 * finds it again by the same digest: no stream name in the log holds an address (docs/adr/0031).
 */
export const PERSONAL_DATA_IN_STREAM_NAMES: readonly string[] = ['email-'];
