import type {
  AdminDamageCaseView,
  AdminNoShowView,
  BookingDetailView,
  DamageCaseView,
  TripReadingView,
  TripReturnView,
  TripView,
} from '@akwaaba/domain';
import { PROTECTION_BEFORE_PLANS, protectionPlanTerms } from '@akwaaba/domain/bookings/protection-plans';
import { fixture } from '#app/test/fixture.ts';

/*
 * A trip as the API answers it, for screen tests: the renter's booking of a Corolla from
 * 5 to 7 March 2030, paid, waiting for its handover. Override what a test cares about.
 */

const photos = (stage: string) =>
  (['front', 'back', 'left', 'right'] as const).map((angle) => ({
    angle,
    url: `/api/private-objects/trip-photos/variants/${stage}-${angle}-w1200.webp?expires=1&signature=s`,
    thumbnailUrl: `/api/private-objects/trip-photos/variants/${stage}-${angle}-w480.webp?expires=1&signature=s`,
  }));

export const aTrip = fixture<TripView>({
  state: 'awaiting_handover',
  viewer: 'renter',
  handoverOpensAt: '2030-03-05T09:30:00.000Z',
  noShow: false,
  handover: null,
  return: null,
  damageCase: null,
  completedAt: null,
  reviews: { byRenter: null, byHost: null, mineWritten: false, revealed: false, windowClosesAt: null },
  actions: {
    checkIn: false,
    checkOut: false,
    answerHandover: false,
    answerReturn: false,
    acceptReturn: false,
    review: false,
  },
});

export const noActions = aTrip().actions;

export const aHandover = fixture<TripReadingView>({
  by: 'host',
  odometerKm: 42_000,
  fuelEighths: 8,
  photos: photos('handover'),
  note: 'Small scratch on the back bumper already.',
  recordedAt: '2030-03-05T08:00:00.000Z',
  answer: null,
});

export const aReturn = fixture<TripReturnView>({
  ...aHandover({
    by: 'renter',
    odometerKm: 42_350,
    fuelEighths: 6,
    photos: photos('return'),
    note: '',
    recordedAt: '2030-03-07T17:00:00.000Z',
  }),
  distanceKm: 350,
  fuelChangeEighths: -2,
});

/** Minimum as bookings made before plans read: no fee, the renter liable up to ₵10,000. */
export const aMinimumPlan = protectionPlanTerms(PROTECTION_BEFORE_PLANS);

/**
 * A paid booking with its trip, as GET /api/bookings/{id} answers it to the trip's viewer: the
 * other party is the host Kwame Mensah for the renter, the renter Efua Owusu for the host.
 */
export function aTripBooking(
  trip: TripView | null,
  overrides: Partial<BookingDetailView> = {},
): BookingDetailView {
  return {
    otherParty:
      trip?.viewer === 'host'
        ? { role: 'renter', firstName: 'Efua', lastName: 'Owusu', phoneNumber: null, phoneVerified: false }
        : { role: 'host', firstName: 'Kwame', lastName: 'Mensah', phoneNumber: null, phoneVerified: true },
    pickup: null,
    id: 'b1',
    carId: 'c1',
    car: { year: 2020, make: 'Toyota', model: 'Corolla', location: 'Accra', imageUrl: null },
    startDate: '2030-03-05',
    endDate: '2030-03-07',
    days: 2,
    destinationRegionId: null,
    destinationRegionName: null,
    deliveryPoint: null,
    includeDriver: false,
    basePrice: '500.00',
    discount: '0.00',
    discountPercent: 0,
    interRegionalSurcharge: '0.00',
    driverFee: '0.00',
    serviceFee: '25.00',
    totalPrice: '525.00',
    lines: [
      { kind: 'rental', label: 'Daily price', quantity: 2, unitAmount: '250.00', amount: '500.00' },
      { kind: 'service-fee', label: 'Service fee (5%)', quantity: 1, unitAmount: '25.00', amount: '25.00' },
    ],
    protectionPlan: aMinimumPlan,
    deposit: { amount: '0.00', status: 'none' },
    status: trip?.state === 'completed' ? 'completed' : 'confirmed',
    paymentStatus: 'paid',
    holdExpiresAt: '2030-03-01T10:30:00.000Z',
    freeCancellationUntil: '2030-03-04T00:00:00.000Z',
    freeCancellationGrace: false,
    canCancel: false,
    cancellationIsFree: false,
    refundAmount: null,
    canReview: false,
    reviewed: false,
    createdAt: '2030-03-01T10:00:00.000Z',
    trip,
    ...overrides,
  };
}

/** The renter's report of a dent at the return, still open. */
export const aDamageReport = fixture<DamageCaseView>({
  status: 'open',
  description: 'Dent in the left rear door.',
  photos: ['/api/private-objects/trip-photos/damage-1?expires=1&signature=s'],
  reportedBy: 'renter',
  reportedAt: '2030-03-07T17:00:00.000Z',
  resolutionNote: null,
  resolvedAt: null,
});

/** The booking as the admin's lists show it: Ama Mensah renting Kwame Owusu's Corolla. */
const adminBooking = {
  bookingId: 'b1',
  car: { year: 2020, make: 'Toyota', model: 'Corolla', location: 'Accra' },
  renter: { firstName: 'Ama', lastName: 'Mensah' },
  host: { firstName: 'Kwame', lastName: 'Owusu' },
  startDate: '2030-03-05',
  endDate: '2030-03-07',
};

export const aDamageCase = fixture<AdminDamageCaseView>({
  ...adminBooking,
  handover: aHandover({ answer: { answer: 'confirmed', by: 'renter', note: '' } }),
  return: aReturn(),
  damageCase: aDamageReport(),
  history: [
    {
      type: 'BookingCreated',
      at: '2030-03-01T10:00:00.000Z',
      actor: { userId: 'u1', role: 'user', name: 'Ama Mensah' },
    },
    {
      type: 'BookingHandoverRecorded',
      at: '2030-03-05T08:00:00.000Z',
      actor: { userId: 'u2', role: 'user', name: 'Kwame Owusu' },
    },
    {
      type: 'BookingReturnRecorded',
      at: '2030-03-07T17:00:00.000Z',
      actor: { userId: 'u1', role: 'user', name: 'Ama Mensah' },
    },
  ],
});

/** The renter never came for the handover; flagged the day after it opened. */
export const aNoShow = fixture<AdminNoShowView>({ ...adminBooking, flaggedAt: '2030-03-06T00:05:00.000Z' });
