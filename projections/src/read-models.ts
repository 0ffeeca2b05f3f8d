/** The read models and the queries routes read them with. */

export * from './accounts/users.queries';
export { usersReadModel } from './accounts/users.read-model';
export * from './bookings/bookings.queries';
export { bookingsReadModel } from './bookings/bookings.read-model';
export * from './bookings/car-reviews.queries';
export * from './cars/admin-cars.queries';
export * from './cars/car-history.queries';
export { carHistoryReadModel } from './cars/car-history.read-model';
export * from './cars/car-region-pricing.queries';
export * from './cars/car-search.queries';
export * from './cars/cars.queries';
export { carsReadModel } from './cars/cars.read-model';
export * from './conversations/conversations.queries';
export { conversationsReadModel } from './conversations/conversations.read-model';
export * from './host-dashboard/host-dashboard.queries';
export * from './notifications/notifications.queries';
export { notificationsReadModel } from './notifications/notifications.read-model';
export * from './payouts/payouts.queries';
export { payoutsReadModel } from './payouts/payouts.read-model';
export * from './reports/reports.queries';
export { reportsReadModel } from './reports/reports.read-model';
export * from './trips/booking-history.queries';
export { bookingHistoryReadModel } from './trips/booking-history.read-model';
export * from './trips/trips.queries';
export { tripsReadModel } from './trips/trips.read-model';
export * from './uploads/upload-attachments.queries';
export { uploadAttachmentsReadModel } from './uploads/upload-attachments.read-model';
