/**
 * Every message the booking forms, the booking API and the booking and calendar deciders
 * can show, written once. 'End date must be after start date' comes verbatim from the
 * product spec; keep it as it is.
 */
export const BOOKING_MESSAGES = {
  bookingNotFound: 'Booking not found',
  calendarNeedsPayment: 'A booking goes in a calendar once it is paid',
  deliveryPointRequired: 'Please give the delivery point: its digital address and directions',
  deliveryPointWithoutDelivery: 'A delivery point is given only with a delivery destination',
  deliveryDirectionsRequired: 'Directions are required: how to find the delivery point, by landmark',
  deliveryDirectionsTooLong: 'Directions must be at most 200 characters',
  carIdRequired: 'Please choose a car',
  startDateRequired: 'Please choose a start date',
  endDateRequired: 'Please choose an end date',
  dateInvalid: 'Please choose a valid date',
  endDateAfterStart: 'End date must be after start date',
  startDateInPast: 'The start date cannot be in the past',
  startTooFarAhead: (months: number) =>
    `A trip can start at most ${months} ${months === 1 ? 'month' : 'months'} ahead. Please choose an earlier start date.`,
  tripTooLong: (days: number) =>
    `A trip can last at most ${days} ${days === 1 ? 'day' : 'days'}. Please choose an earlier end date.`,
  noticeNeeded: (days: number) =>
    `This host needs ${days} ${days === 1 ? 'day’s' : 'days’'} notice before a trip. Please choose a later start date.`,
  tripTooShort: (days: number) =>
    `This host rents the car for at least ${days} days. Please choose a later end date.`,
  regionUnknown: 'Please select one of the 16 regions of Ghana',
  amountInvalid: 'Amounts must be in cedi, 0 or more, with at most 2 decimals',
  bookingIdRequired: 'Booking id is required',
  ratingInvalid: 'Please give a rating from 1 to 5 stars',
  commentTooLong: 'Your comment must be at most 1000 characters',
  referenceRequired: 'A payment reference is required',

  datesUnavailable: 'These dates are no longer available for this car. Please choose other dates.',
  holdAlreadyPlaced: 'This booking has already placed a hold on this car’s calendar.',
  noDatesHeld: 'This booking holds no dates on this car.',
  holdEnded: 'The hold on these dates ended before the payment was confirmed.',
  holdNotExpired: 'The hold on these dates has not run out yet.',
  paidBookingKeepsDates: 'A paid booking keeps its dates until it is cancelled.',
  holdMustEndLater: 'A hold must end after it is placed.',
  blockBookedDays: 'Some of these days are booked. Please choose days without a booking.',
  daysAlreadyBlocked: 'Some of these days are already blocked.',
  blockInPast: 'Days in the past cannot be blocked',
  blockTooFarAhead: (months: number) =>
    `Only days within the next ${months} months can be blocked: later days cannot be booked yet.`,
  blockIdTaken: 'These blocked days were already recorded with other dates.',
  noSuchBlock: 'These days are not blocked.',

  alreadyExists: 'This booking already exists.',
  bookOwnCar: 'You cannot book your own car.',
  bookAsYourselfOnly: 'You can only book a car for yourself.',
  quoteMismatch: 'The price does not match the chosen dates. Please try again.',
  onlyRenter: 'Only the renter of this booking can do this.',
  onlyProduct: 'Only the product itself can do this.',
  notAwaitingPayment: 'This booking is not waiting for payment.',
  bookingExpired: 'This booking has expired. Please book the car again.',
  unknownPaymentReference: 'This payment does not belong to this booking.',
  currencyNotCedi: 'Payments must be made in Ghana cedi (GHS).',
  alreadyPaid: 'This booking has already been paid.',
  expiredBeforePayment: 'This booking expired before the payment was confirmed.',
  onlyUnpaidExpire: 'Only an unpaid booking can expire.',
  onlyConfirmedCancel: 'Only a confirmed booking can be cancelled.',
  alreadyStarted: 'This booking has already started and can no longer be cancelled.',
  alreadyHandedOver: 'The car has already been handed over, so this booking can no longer be cancelled.',
  lateCancellationNotRefunded:
    'Cancelling less than 24 hours before the start date will not be refunded. Confirm that you accept no refund to cancel.',
  noRefundDue: 'This booking has no refund due.',
  alreadyRefunded: 'This booking has already been refunded.',
  noDepositRefundDue:
    'This booking has no deposit to refund now: it is refunded once the car is back with no damage reported.',
  depositAlreadyRefunded: 'This booking’s deposit has already been refunded.',
  onlyHostAnswers: 'Only the host of this car can answer this request.',
  notARequest: 'This booking is not a request waiting for the host.',
  requestAlreadyAccepted: 'This request has already been accepted.',
  requestAlreadyDeclined: 'This request has already been declined.',
  requestExpired: 'This request expired: the host did not answer within 12 hours.',
  requestNotAccepted: 'The host has not accepted this request yet. You can pay once they do.',
  requestDeclined: 'The host declined this request. Please choose other dates or another car.',
  requestMessageTooLong: 'Your message must be at most 500 characters',
  timeInvalid: 'Please choose a time on the half hour, like 09:00 or 14:30',
  pickupTimeOutsideHours: (hours: string) =>
    `Please choose a pick-up time within the host’s handover hours (${hours})`,
  returnTimeOutsideHours: (hours: string) =>
    `Please choose a return time within the host’s handover hours (${hours})`,
  reviewAfterCompletion: 'You can review a booking once it is completed.',
  alreadyReviewed: 'You have already reviewed this booking.',

  paymentConfirmedBooking: 'This payment confirmed the booking; it cannot be refused.',
  noRefusedPayment: 'No refused payment with this reference.',
  refusalReasonRequired: 'A reason is required to refuse a payment.',
  carNotFound: 'Car not found',
  carNotApproved: 'This car cannot be booked yet: its listing is waiting for verification.',
  carUnavailable: 'This car is not available for booking at the moment.',
  driverNotOffered: 'This car does not come with a professional driver.',
  /** "This car does not come with a child seat." */
  extraNotOffered: (label: string) => `This car does not come with a ${label.toLowerCase()}.`,
  extrasInvalid: 'Extras must be a list of extras the car offers',
  extraUnknown: 'Please choose extras from the list the car offers',
  extraChosenTwice: 'Each extra can be chosen only once',
  protectionPlanUnknown: 'Please choose one of the protection plans offered',
  tooManyUnpaidHolds: (holds: number) =>
    `You can have at most ${holds} unpaid bookings at once. Pay for one, or let its hold run out, before booking another car.`,
  calendarBusy: 'Many people are booking this car right now. Please try again in a moment.',
  regionNotDelivered: (region: string) =>
    `This car is not delivered to the ${region} region. Please choose another destination.`,
  surchargeChanged: (charged: string) =>
    `The delivery surcharge for these dates is ${charged}. Please review the updated total and try again.`,
  discountChanged: (charged: string) =>
    `The discount for these dates is ${charged}. Please review the updated total and try again.`,
  driverFeeChanged: (charged: string) =>
    `The driver fee for these dates is ${charged}. Please review the updated total and try again.`,
} as const;

/** "The amount paid, GHS 500.00, does not match the booking total of GHS 525.00." */
export const amountMismatchMessage = (paid: string, total: string) =>
  `The amount paid, GHS ${paid}, does not match the booking total of GHS ${total}.`;
