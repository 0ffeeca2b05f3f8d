import {
  type CarDetails,
  type CarLocation,
  DEFAULT_CAR_DEPOSIT,
  DEFAULT_RETURN_TERMS,
  type Discounts,
  EXTRA_KINDS,
  type ExtraKind,
  type FuelType,
  NO_RETURN_TERMS,
  type PickupPoint,
  type RegionId,
  type ReturnTerms,
  type Transmission,
} from '@akwaaba/domain';

export interface DemoHost {
  key: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  bio: string;
}

export const DEMO_HOSTS: DemoHost[] = [
  {
    key: 'kwame',
    firstName: 'Kwame',
    lastName: 'Mensah',
    email: 'kwame.host@akwaaba.test',
    phoneNumber: '+233244123456',
    bio: 'Accra-based host with a small fleet of well-kept family cars. I meet renters at Kotoka or deliver in East Legon.',
  },
  {
    key: 'ama',
    firstName: 'Ama',
    lastName: 'Owusu',
    email: 'ama.host@akwaaba.test',
    phoneNumber: '+233209876543',
    bio: 'Kumasi trader who rents out her cars between trips to Kejetia. Punctual handovers, full tank.',
  },
  {
    key: 'ibrahim',
    firstName: 'Ibrahim',
    lastName: 'Abdulai',
    email: 'ibrahim.host@akwaaba.test',
    phoneNumber: '+233541112233',
    bio: 'Tamale and the north: rugged 4x4s for Mole and beyond, with an experienced driver if you want one.',
  },
  {
    key: 'efua',
    firstName: 'Efua',
    lastName: 'Quaye',
    email: 'efua.host@akwaaba.test',
    phoneNumber: '+233277654321',
    bio: 'Coastal routes from Takoradi to Cape Coast. Clean cars, honest prices.',
  },
];

interface DemoCar {
  key: string;
  host: DemoHost['key'];
  make: string;
  model: string;
  year: number;
  location: CarLocation;
  /** Where renters collect it: every demo car has one. */
  pickup: PickupPoint;
  pricePerDay: number;
  seats: number;
  transmission: Transmission;
  fuelType: FuelType;
  kind: 'sedan' | 'suv' | 'hatch' | 'pickup';
  colour: string;
  features: string[];
  description: string;
  driver?: { name: string; phone: string; years: number; rate: number };
  /** Discounts on long trips, for the hosts who give them. */
  discounts?: Discounts;
  /**
   * Delivery to other regions, cedis a day on top of the price, for the hosts who offer it: what
   * fills the booking screen's delivery list. Not on Kwame's cars: the browser tests price his.
   */
  regionPricing?: Partial<Record<RegionId, number>>;
  /** Extras the host offers, cedis a day. Not on Kwame's cars either: the browser tests price his. */
  extras?: Partial<Record<ExtraKind, number>>;
  /**
   * The refundable deposit in cedis, where the host asks other than the product's default
   * (₵1,000). Kwame's cars ask none: the browser tests price his.
   */
  deposit?: number;
  /** False for the car whose host approves each request (the first start shows both kinds). */
  instantBook?: false;
  /**
   * What the renter pays at the return, where the host asks other than the product's proposal
   * (250 km a day, ₵1.50 a kilometre beyond, ₵100 an eighth of fuel, ₵50 an hour late).
   * Kwame's cars charge nothing at the return: the browser tests settle his trips.
   */
  returnTerms?: ReturnTerms;
}

export const DEMO_CARS: DemoCar[] = [
  {
    key: 'corolla-accra',
    host: 'kwame',
    make: 'Toyota',
    model: 'Corolla',
    year: 2019,
    location: 'Accra',
    pickup: {
      area: 'East Legon, Accra',
      digitalAddress: 'GA-183-8164',
      directions: 'Opposite the Shell station on Boundary Road, blue gate',
      position: { latitude: 5.6364, longitude: -0.1619 },
    },
    pricePerDay: 280,
    seats: 5,
    transmission: 'Automatic',
    fuelType: 'Petrol',
    kind: 'sedan',
    colour: '#e5e7eb',
    features: ['Air conditioning', 'Bluetooth', 'Reverse camera'],
    description: 'Reliable and economical: the easiest way around Accra traffic. Serviced every 5,000 km.',
    driver: { name: 'Kofi Asante', phone: '+233244000111', years: 12, rate: 150 },
  },
  {
    key: 'prado-accra',
    host: 'kwame',
    make: 'Toyota',
    model: 'Land Cruiser Prado',
    year: 2021,
    location: 'Accra',
    pickup: {
      area: 'Airport Residential, Accra',
      digitalAddress: 'GA-018-2391',
      directions: 'Near the Marina Mall roundabout, white house with a mango tree',
      position: { latitude: 5.605, longitude: -0.179 },
    },
    pricePerDay: 950,
    seats: 7,
    transmission: 'Automatic',
    fuelType: 'Diesel',
    kind: 'suv',
    colour: '#111827',
    features: ['4x4', 'Leather seats', 'Air conditioning', 'Third row'],
    description: 'Comfortable for weddings, airport pickups and trips up country.',
    driver: { name: 'Kofi Asante', phone: '+233244000111', years: 12, rate: 200 },
    discounts: { weeklyPercent: 10, monthlyPercent: 20 },
  },
  {
    key: 'vitz-accra',
    host: 'kwame',
    make: 'Toyota',
    model: 'Vitz',
    year: 2016,
    location: 'Accra',
    pickup: {
      area: 'Osu, Accra',
      digitalAddress: 'GA-0397-1123',
      directions: 'Off Oxford Street, behind the Papaye restaurant, green gate',
      position: null,
    },
    pricePerDay: 140,
    seats: 5,
    transmission: 'Automatic',
    fuelType: 'Petrol',
    kind: 'hatch',
    colour: '#dc2626',
    features: ['Air conditioning', 'Fuel saver'],
    description: 'Small, nimble and cheap to run. Perfect for city errands.',
  },
  {
    key: 'elantra-tema',
    host: 'kwame',
    make: 'Hyundai',
    model: 'Elantra',
    year: 2018,
    location: 'Tema',
    pickup: {
      area: 'Community 11, Tema',
      digitalAddress: 'GT-011-4567',
      directions: 'Next to the Community 11 lorry station, yellow house',
      position: { latitude: 5.6698, longitude: -0.0166 },
    },
    pricePerDay: 230,
    seats: 5,
    transmission: 'Automatic',
    fuelType: 'Petrol',
    kind: 'sedan',
    colour: '#1d4ed8',
    features: ['Air conditioning', 'USB charging'],
    description: 'Spacious sedan near the Tema motorway: quick access to Accra and the Volta.',
  },
  {
    key: 'rav4-kumasi',
    host: 'ama',
    make: 'Toyota',
    model: 'RAV4',
    year: 2020,
    location: 'Kumasi',
    pickup: {
      area: 'Ahodwo, Kumasi',
      digitalAddress: 'AK-485-9323',
      directions: 'Opposite the Total station at Ahodwo roundabout, brown gate',
      position: { latitude: 6.6666, longitude: -1.6163 },
    },
    pricePerDay: 420,
    seats: 5,
    transmission: 'Automatic',
    fuelType: 'Hybrid',
    kind: 'suv',
    colour: '#6b7280',
    features: ['Hybrid', 'Apple CarPlay', 'Air conditioning'],
    description: 'Quiet hybrid SUV, ideal for the Kumasi–Accra highway.',
    regionPricing: { 'greater-accra': 80, bono: 40, eastern: 50 },
    extras: { 'child-seat': 20 },
  },
  {
    key: 'picanto-kumasi',
    host: 'ama',
    make: 'Kia',
    model: 'Picanto',
    year: 2017,
    location: 'Kumasi',
    pickup: {
      area: 'Adum, Kumasi',
      digitalAddress: 'AK-039-5521',
      directions: 'Behind Kejetia market, the shop with a red sign',
      position: { latitude: 6.6885, longitude: -1.6244 },
    },
    pricePerDay: 120,
    seats: 4,
    transmission: 'Manual',
    fuelType: 'Petrol',
    kind: 'hatch',
    colour: '#f59e0b',
    features: ['Air conditioning'],
    description: 'Budget-friendly runabout for getting around Adum and Ahodwo.',
  },
  {
    key: 'civic-kumasi',
    host: 'ama',
    make: 'Honda',
    model: 'Civic',
    year: 2019,
    location: 'Kumasi',
    pickup: {
      area: 'Bantama, Kumasi',
      digitalAddress: 'AK-102-7788',
      directions: 'Close to the main gate of Komfo Anokye Hospital, cream wall',
      position: null,
    },
    pricePerDay: 260,
    seats: 5,
    transmission: 'Automatic',
    fuelType: 'Petrol',
    kind: 'sedan',
    colour: '#0f766e',
    features: ['Sunroof', 'Bluetooth', 'Cruise control'],
    description: 'Sporty, comfortable and well maintained.',
    instantBook: false,
  },
  {
    key: 'hilux-tamale',
    host: 'ibrahim',
    make: 'Toyota',
    model: 'Hilux',
    year: 2019,
    location: 'Tamale',
    pickup: {
      area: 'Vittin, Tamale',
      digitalAddress: 'NT-0021-3344',
      directions: 'Behind the Vittin mosque, black gate',
      position: { latitude: 9.384, longitude: -0.839 },
    },
    pricePerDay: 550,
    seats: 5,
    transmission: 'Manual',
    fuelType: 'Diesel',
    kind: 'pickup',
    colour: '#f3f4f6',
    features: ['4x4', 'Tow bar', 'Air conditioning'],
    description: 'Built for northern roads and the drive to Mole National Park.',
    driver: { name: 'Alhassan Iddrisu', phone: '+233541000222', years: 18, rate: 180 },
    regionPricing: { savannah: 60, 'upper-east': 90, 'upper-west': 90 },
  },
  {
    key: 'pajero-tamale',
    host: 'ibrahim',
    make: 'Mitsubishi',
    model: 'Pajero',
    year: 2017,
    location: 'Tamale',
    pickup: {
      area: 'Tamale Central, Tamale',
      digitalAddress: 'NT-0045-1290',
      directions: 'Near Jubilee Park, two-storey house with solar panels',
      position: { latitude: 9.4008, longitude: -0.8393 },
    },
    pricePerDay: 480,
    seats: 7,
    transmission: 'Automatic',
    fuelType: 'Diesel',
    kind: 'suv',
    colour: '#78350f',
    features: ['4x4', 'Third row', 'Air conditioning'],
    description: 'Seven seats and high clearance for family trips in the north.',
    extras: { 'child-seat': 25 },
    deposit: 2000,
  },
  {
    key: 'almera-wa',
    host: 'ibrahim',
    make: 'Nissan',
    model: 'Almera',
    year: 2018,
    location: 'Wa',
    pickup: {
      area: 'Wa Central, Wa',
      digitalAddress: 'UW-0004-6612',
      directions: "Opposite the Wa Naa's palace, white wall",
      position: { latitude: 10.0601, longitude: -2.5099 },
    },
    pricePerDay: 170,
    seats: 5,
    transmission: 'Manual',
    fuelType: 'Petrol',
    kind: 'sedan',
    colour: '#9ca3af',
    features: ['Air conditioning'],
    description: 'Simple and dependable for getting around the Upper West.',
  },
  {
    key: 'ranger-sunyani',
    host: 'ibrahim',
    make: 'Ford',
    model: 'Ranger',
    year: 2020,
    location: 'Sunyani',
    pickup: {
      area: 'Penkwase, Sunyani',
      digitalAddress: 'BA-0193-2201',
      directions: 'Next to Coronation Park, green gate',
      position: { latitude: 7.3399, longitude: -2.3268 },
    },
    pricePerDay: 500,
    seats: 5,
    transmission: 'Automatic',
    fuelType: 'Diesel',
    kind: 'pickup',
    colour: '#1e3a8a',
    features: ['4x4', 'Bed liner', 'Reverse camera'],
    description: 'Strong pickup for farm visits and Bono roads.',
  },
  {
    key: 'camry-takoradi',
    host: 'efua',
    make: 'Toyota',
    model: 'Camry',
    year: 2018,
    location: 'Takoradi',
    pickup: {
      area: 'Anaji, Takoradi',
      digitalAddress: 'WS-215-8870',
      directions: 'Behind the Goil station at Anaji, blue gate',
      position: { latitude: 4.919, longitude: -1.783 },
    },
    pricePerDay: 320,
    seats: 5,
    transmission: 'Automatic',
    fuelType: 'Petrol',
    kind: 'sedan',
    colour: '#0b0b0b',
    features: ['Leather seats', 'Air conditioning', 'Bluetooth'],
    description: 'Executive comfort for business in the oil city.',
    regionPricing: { central: 40, 'greater-accra': 100 },
  },
  {
    key: 'swift-cape-coast',
    host: 'efua',
    make: 'Suzuki',
    model: 'Swift',
    year: 2019,
    location: 'Cape Coast',
    pickup: {
      area: 'Abura, Cape Coast',
      digitalAddress: 'CC-064-3321',
      directions: 'Opposite the Pedu junction, yellow shop',
      position: { latitude: 5.121, longitude: -1.256 },
    },
    pricePerDay: 150,
    seats: 5,
    transmission: 'Manual',
    fuelType: 'Petrol',
    kind: 'hatch',
    colour: '#2563eb',
    features: ['Air conditioning', 'Bluetooth'],
    description: 'Easy to park at the castle and Kakum. Great on fuel.',
    deposit: 500,
    // A small town car for day trips along the coast: kilometres unlimited, fuel and lateness charged.
    returnTerms: { ...DEFAULT_RETURN_TERMS, includedKmPerDay: null, extraKmFee: 0 },
  },
  {
    key: 'tucson-ho',
    host: 'efua',
    make: 'Hyundai',
    model: 'Tucson',
    year: 2021,
    location: 'Ho',
    pickup: {
      area: 'Bankoe, Ho',
      digitalAddress: 'VH-0012-4455',
      directions: 'Near Jubilee Park, orange gate',
      position: { latitude: 6.611, longitude: 0.47 },
    },
    pricePerDay: 390,
    seats: 5,
    transmission: 'Automatic',
    fuelType: 'Petrol',
    kind: 'suv',
    colour: '#b91c1c',
    features: ['Apple CarPlay', 'Lane assist', 'Air conditioning'],
    description: 'A comfortable SUV for Volta waterfalls and Afadjato.',
    extras: { 'child-seat': 20 },
  },
  {
    key: 'sportage-koforidua',
    host: 'ama',
    make: 'Kia',
    model: 'Sportage',
    year: 2020,
    location: 'Koforidua',
    pickup: {
      area: 'Adweso, Koforidua',
      digitalAddress: 'EN-033-6621',
      directions: 'Behind the Adweso police station, white gate',
      position: { latitude: 6.094, longitude: -0.259 },
    },
    pricePerDay: 300,
    seats: 5,
    transmission: 'Automatic',
    fuelType: 'Petrol',
    kind: 'suv',
    colour: '#15803d',
    features: ['Air conditioning', 'Reverse camera'],
    description: 'Handles the Eastern Region hills with ease.',
  },
  {
    key: 'c300-accra',
    host: 'kwame',
    make: 'Mercedes-Benz',
    model: 'C300',
    year: 2020,
    location: 'Accra',
    pickup: {
      area: 'Cantonments, Accra',
      digitalAddress: 'GA-042-1150',
      directions: 'On Fourth Circular Road, across from the petrol station, grey wall',
      position: { latitude: 5.58, longitude: -0.17 },
    },
    pricePerDay: 750,
    seats: 5,
    transmission: 'Automatic',
    fuelType: 'Petrol',
    kind: 'sedan',
    colour: '#4b5563',
    features: ['Leather seats', 'Premium sound', 'Parking sensors'],
    description: 'For the occasions that call for something special.',
  },
];

const SKIES: [string, string][] = [
  ['#7dd3fc', '#e0f2fe'],
  ['#fdba74', '#fef3c7'],
  ['#a5b4fc', '#fce7f3'],
  ['#38bdf8', '#bae6fd'],
];

export const photoOptions = (car: DemoCar, index: number) => ({
  body: car.colour,
  sky: SKIES[(car.key.length + index) % SKIES.length]!,
  kind: car.kind,
  angle: index * 6,
});

/** A demo car's return terms, as CarDetails' fields. */
export const returnTermsOfDemo = (car: DemoCar): ReturnTerms =>
  car.returnTerms ?? (car.host === 'kwame' ? NO_RETURN_TERMS : DEFAULT_RETURN_TERMS);

export function detailsOf(car: DemoCar, images: string[], papers: string[]): CarDetails {
  return {
    make: car.make,
    model: car.model,
    year: car.year,
    location: car.location,
    pricePerDay: car.pricePerDay * 100,
    description: car.description,
    features: car.features,
    seats: car.seats,
    transmission: car.transmission,
    fuelType: car.fuelType,
    images,
    roadworthyDocument: papers[0] ?? null,
    registrationDocument: papers[1] ?? null,
    insuranceDocument: papers[2] ?? null,
    driverAvailable: car.driver !== undefined,
    driverDailyRate: car.driver ? car.driver.rate * 100 : null,
    driverName: car.driver?.name ?? null,
    driverPhone: car.driver?.phone ?? null,
    driverExperienceYears: car.driver?.years ?? null,
    extras: EXTRA_KINDS.flatMap((kind) => {
      const rate = car.extras?.[kind];
      return rate === undefined ? [] : [{ kind, dailyRate: rate * 100 }];
    }),
    ...(car.discounts ? { discounts: car.discounts } : {}),
    deposit: (car.deposit ?? (car.host === 'kwame' ? 0 : DEFAULT_CAR_DEPOSIT / 100)) * 100,
    ...returnTermsOfDemo(car),
    pickupPoint: car.pickup,
    ...(car.instantBook === false ? { instantBook: false } : {}),
  };
}
