import type { Building, CompanyBike, Conditions, UserListItem } from '@veloport/domain';

/** Acme's rules as the API answers them (demo data), for the tests of this module. */
export const ACME_CONDITIONS: Conditions = {
  companyId: 1,
  access: 'leasing,sharing,cafeteria,maintenance',
  selfRegistration: true,
  quizRequired: false,
  ordersNeedValidation: true,
  sharedBikes: {
    bikeIds: [],
    userIds: [],
    buildingIds: [10, 11],
    allowedDays: ['mon', 'tue', 'wed', 'thu', 'fri'],
    weekendUse: false,
    daysInAdvance: 14,
    maxBookingMinutes: 600,
    takeWindow: { start: '07:30', end: '10:00' },
    returnWindow: { start: '15:00', end: '19:00' },
    forbidWeekend: true,
    forbidInterBuilding: true,
    maxPerMonth: 8,
    maxPerYear: 60,
    maxSimultaneous: 1,
    privateUseDailyCents: 200,
  },
  cafeteria: {
    paymentModes: ['purchase', 'monthly_leasing'],
    vatIncluded: true,
    saleDiscountPercent: 10,
    leasingDiscountPercent: 5,
    residualValuePercent: 16,
    description: 'Achat avec 10 % de remise.',
  },
  updatedAt: '2026-01-05T10:00:00.000Z',
};

const address = (city: string) => ({ street: 'Rue 1', postalCode: '4000', city, country: 'BE' });
export const ACME_BUILDINGS: Building[] = [
  {
    id: 11,
    companyId: 1,
    name: 'Entrepôt Herstal',
    nameTranslations: { fr: '', en: 'Herstal warehouse', nl: 'Magazijn Herstal' },
    address: address('Herstal'),
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
  },
  {
    id: 10,
    companyId: 1,
    name: 'Siège Liège',
    nameTranslations: { fr: '', en: '', nl: '' },
    address: address('Liège'),
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
  },
];

export const ACME_USERS: UserListItem[] = [
  {
    id: 4,
    email: 'employee@acme.test',
    firstname: 'Emile',
    lastname: 'Employé',
    phone: null,
    status: 'active',
    language: 'fr',
    contactType: 'none',
    isAdmin: false,
    permissions: [],
    company: { id: 1, name: 'Acme' },
    invitationPending: false,
    createdAt: '2026-01-05T10:00:00.000Z',
  },
];

export const ACME_BIKES: CompanyBike[] = [
  {
    id: 31,
    frameNumber: 'GAZ104455',
    model: { brand: 'Gazelle', model: 'Ultimate C380' },
    status: 'usable',
    user: { id: 4, name: 'Emile Employé' },
  },
  { id: 32, frameNumber: 'RIE208811', model: { brand: 'Riese & Müller', model: 'Load 75' }, status: 'broken', user: null },
];
