import {
  BOOKING_EVENT_TYPE_PREFIX,
  type BookingEvent,
  CAR_CALENDAR_EVENT_TYPE_PREFIX,
  CAR_EVENT_TYPE_PREFIX,
  type CarCalendarEvent,
  type CarEvent,
  RENTER_HOLDS_EVENT_TYPE_PREFIX,
  type RenterHoldsEvent,
  USER_ACCOUNT_STANDING_EVENT_TYPE_PREFIX,
  USER_EVENT_TYPE_PREFIX,
  type UserAccountStandingEvent,
  type UserEvent,
} from '@akwaaba/domain';
import {
  CONVERSATION_EVENT_TYPE_PREFIX,
  type ConversationEvent,
} from '@akwaaba/domain/conversations/conversation.events';
import {
  NOTIFICATION_EVENT_TYPE_PREFIX,
  type NotificationEvent,
} from '@akwaaba/domain/notifications/notification.events';
import {
  HOST_PAYOUTS_EVENT_TYPE_PREFIX,
  type HostPayoutsEvent,
} from '@akwaaba/domain/payouts/host-payouts.events';
import {
  PUSH_SUBSCRIPTION_EVENT_TYPE_PREFIX,
  type PushSubscriptionEvent,
} from '@akwaaba/domain/push/push-subscription.events';
import { REPORT_EVENT_TYPE_PREFIX, type ReportEvent } from '@akwaaba/domain/reports/report.events';
import { eventsOfType } from './runner/typed-projection';

/** Every event of a car's stream. */
export const carEvents = eventsOfType<CarEvent>(CAR_EVENT_TYPE_PREFIX, {
  CarListed: true,
  CarUpdated: true,
  CarAvailabilitySet: true,
  CarRegionSurchargeSet: true,
  CarRegionSurchargeRemoved: true,
  CarApproved: true,
  CarRejected: true,
  CarDeleted: true,
  CarDeletedByAdmin: true,
  CarPhotoVariantsMade: true,
});

/** Every event of an account's stream. */
export const userEvents = eventsOfType<UserEvent>(USER_EVENT_TYPE_PREFIX, {
  UserRegistered: true,
  UserSignupAttempted: true,
  UserVerificationRequestedWhenVerified: true,
  UserVerificationCodeIssued: true,
  UserVerificationFailed: true,
  UserEmailVerified: true,
  UserPasswordResetRequested: true,
  UserPasswordReset: true,
  UserProfileUpdated: true,
  UserIdentityDocumentsUpdated: true,
  UserDriverApproved: true,
  UserDriverRejected: true,
  UserAdminRoleGranted: true,
  UserAdminRoleRevoked: true,
  UserPhoneCodeIssued: true,
  UserPhoneCodeFailed: true,
  UserPhoneVerified: true,
  UserSignedInByPhone: true,
  UserAccountSuspended: true,
  UserAccountReinstated: true,
  UserAccountClosed: true,
});

/** An account's suspension and reinstatement: what other features follow of an account's standing. */
export const accountStandingEvents = eventsOfType<UserAccountStandingEvent>(
  USER_ACCOUNT_STANDING_EVENT_TYPE_PREFIX,
  { UserAccountSuspended: true, UserAccountReinstated: true, UserAccountClosed: true },
);

/** An admin's verdict on a renter's licence and ID: what the renter is told of. */
export type DriverVerdictEvent = Extract<UserEvent, { type: 'UserDriverApproved' | 'UserDriverRejected' }>;
export const driverVerdictEvents = eventsOfType<DriverVerdictEvent>('UserDriver', {
  UserDriverApproved: true,
  UserDriverRejected: true,
});

/**
 * An account closed by its holder: what a read model that keeps someone's personal data
 * takes, to erase its copy as the events now read (personal-data.ts).
 */
export const accountClosedEvents = eventsOfType<Extract<UserEvent, { type: 'UserAccountClosed' }>>(
  'UserAccountClosed',
  { UserAccountClosed: true },
);

/** Every event of a booking's stream. */
export const bookingEvents = eventsOfType<BookingEvent>(BOOKING_EVENT_TYPE_PREFIX, {
  BookingCreated: true,
  BookingRequestAccepted: true,
  BookingRequestDeclined: true,
  BookingPaymentInitialized: true,
  BookingConfirmed: true,
  BookingExpired: true,
  BookingCompleted: true,
  BookingCancelled: true,
  BookingRefunded: true,
  BookingDepositRefunded: true,
  BookingReviewed: true,
  BookingPaymentRefused: true,
  BookingRefusedPaymentReturned: true,
  BookingHandoverRecorded: true,
  BookingReturnRecorded: true,
  BookingTripRecordConfirmed: true,
  BookingTripRecordDisputed: true,
  BookingDamageCaseResolved: true,
  BookingNoShowFlagged: true,
  BookingRenterReviewed: true,
  BookingReviewsRevealed: true,
  BookingReminderDue: true,
  BookingTripPhotoVariantsMade: true,
});

/** Every event of a car's booking calendar. */
export const carCalendarEvents = eventsOfType<CarCalendarEvent>(CAR_CALENDAR_EVENT_TYPE_PREFIX, {
  CalendarDatesHeld: true,
  CalendarHoldRenewed: true,
  CalendarDatesConfirmed: true,
  CalendarDatesReleased: true,
  CalendarDatesBlocked: true,
  CalendarDatesUnblocked: true,
});

/** Every event of a renter's unpaid holds. No read model takes them yet: the limit is decided on the stream. */
export const renterHoldsEvents = eventsOfType<RenterHoldsEvent>(RENTER_HOLDS_EVENT_TYPE_PREFIX, {
  RenterHoldTaken: true,
  RenterHoldReleased: true,
});

/** Every event of a host's payouts stream. */
export const hostPayoutsEvents = eventsOfType<HostPayoutsEvent>(HOST_PAYOUTS_EVENT_TYPE_PREFIX, {
  PayoutAccountSet: true,
  PayoutEarningRecorded: true,
  PayoutEarningReduced: true,
  PayoutDebtRecorded: true,
  PayoutTransferStarted: true,
  PayoutNetted: true,
  PayoutTransferSucceeded: true,
  PayoutTransferFailed: true,
});

/** Every event of a report's stream. */
export const reportEvents = eventsOfType<ReportEvent>(REPORT_EVENT_TYPE_PREFIX, {
  ReportFiled: true,
  ReportResolved: true,
});

/** Every event of a conversation's stream. */
export const conversationEvents = eventsOfType<ConversationEvent>(CONVERSATION_EVENT_TYPE_PREFIX, {
  ConversationStarted: true,
  ConversationMessageSent: true,
  ConversationRead: true,
  ConversationMessageReported: true,
  ConversationReportResolved: true,
  ConversationStopped: true,
  ConversationOpenedByAdmin: true,
  ConversationPhotoVariantsMade: true,
});

/** Every event of a user's notifications stream: what they read, which e-mails they want. */
export const notificationEvents = eventsOfType<NotificationEvent>(NOTIFICATION_EVENT_TYPE_PREFIX, {
  NotificationsRead: true,
  NotificationEmailsChosen: true,
  NotificationTextsChosen: true,
});

/** Every event of a user's push subscriptions stream: the browsers their notifications are pushed to. */
export const pushSubscriptionEvents = eventsOfType<PushSubscriptionEvent>(
  PUSH_SUBSCRIPTION_EVENT_TYPE_PREFIX,
  {
    PushSubscriptionAdded: true,
    PushSubscriptionRemoved: true,
  },
);
