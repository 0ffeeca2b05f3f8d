import type { BookingEvent, CarCalendarEvent, CarEvent, UserEvent } from '@akwaaba/domain';
import { eventsOfType } from './runner/typed-projection';

/** Every event of a car's stream. */
export const carEvents = eventsOfType<CarEvent>({
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
export const userEvents = eventsOfType<UserEvent>({
  UserRegistered: true,
  UserVerificationCodeIssued: true,
  UserVerificationFailed: true,
  UserEmailVerified: true,
  UserPasswordResetRequested: true,
  UserPasswordReset: true,
  UserProfileUpdated: true,
  UserIdentityDocumentsUpdated: true,
  UserAdminRoleGranted: true,
  UserAdminRoleRevoked: true,
});

/** Every event of a booking's stream. */
export const bookingEvents = eventsOfType<BookingEvent>({
  BookingCreated: true,
  BookingPaymentInitialized: true,
  BookingConfirmed: true,
  BookingExpired: true,
  BookingCompleted: true,
  BookingCancelled: true,
  BookingRefunded: true,
  BookingReviewed: true,
  BookingPaymentRefused: true,
  BookingRefusedPaymentReturned: true,
});

/** Every event of a car's booking calendar. */
export const carCalendarEvents = eventsOfType<CarCalendarEvent>({
  CalendarDatesHeld: true,
  CalendarDatesConfirmed: true,
  CalendarDatesReleased: true,
});
