import type { GroupedOrderLineKind as GroupedLineKind, Locale } from '@veloport/domain';

const withQuery = (path: string, query: Record<string, string | null | undefined>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

/** Route patterns (relative to `/:locale`) and the links that lead to them. */
/** The spec's URL segment of each grouped-order line kind: `add-bike` to add one, `bike/{id}` to change one. */
export const GROUPED_LINE_SEGMENTS: Record<GroupedLineKind, { add: string; edit: string }> = {
  bike: { add: 'add-bike', edit: 'bike' },
  accessory: { add: 'add-accessory', edit: 'accessory' },
  box: { add: 'add-boxe', edit: 'boxe' },
  other_accessory: { add: 'add-other-accessory', edit: 'otherAccessory' },
  service: { add: 'add-service', edit: 'service' },
};

export const paths = {
  root: { path: '/' },
  locale: { path: '/:locale' },
  login: {
    path: '',
    getHref: (locale: Locale, redirect?: string | null) => withQuery(`/${locale}`, { redirect }),
  },
  newAccess: { path: 'new-access', getHref: (locale: Locale) => `/${locale}/new-access` },
  forgotPassword: { path: 'forgot-password', getHref: (locale: Locale) => `/${locale}/forgot-password` },
  resetPassword: {
    path: 'reset-password/:token',
    getHref: (locale: Locale, token: string) => `/${locale}/reset-password/${encodeURIComponent(token)}`,
  },
  /** The link of a company sign-up or of a new e-mail address (decision 016). */
  confirmEmail: {
    path: 'confirm-email/:token',
    getHref: (locale: Locale, token: string) => `/${locale}/confirm-email/${encodeURIComponent(token)}`,
  },
  setPassword: {
    path: 'set-password',
    getHref: (locale: Locale, email: string, token: string) => withQuery(`/${locale}/set-password`, { email, token }),
  },
  error: {
    path: 'error/:errorCode?',
    getHref: (locale: Locale, code: number | string = 404) => `/${locale}/error/${code}`,
  },
  dashboard: { path: 'dashboard', getHref: (locale: Locale) => `/${locale}/dashboard` },
  userSettings: { path: 'user-settings', getHref: (locale: Locale) => `/${locale}/dashboard/user-settings` },
  users: { path: 'users', getHref: (locale: Locale) => `/${locale}/dashboard/users` },
  userCreate: { path: 'users/create', getHref: (locale: Locale) => `/${locale}/dashboard/users/create` },
  userDetail: { path: 'users/:id', getHref: (locale: Locale, id: number) => `/${locale}/dashboard/users/${id}` },
  /** The company's quiz builder; admins name the company (`?companyId=`), a fleet manager edits their own. */
  fleetQuiz: {
    path: 'fleet/quiz',
    getHref: (locale: Locale, companyId?: number | null) =>
      withQuery(`/${locale}/dashboard/fleet/quiz`, { companyId: companyId ? String(companyId) : null }),
  },
  /** An inactive account takes its company's quiz (guest only; reached from the login page). */
  takeQuiz: { path: 'quiz', getHref: (locale: Locale) => `/${locale}/quiz` },
  // Companies, contacts, documents and their conditions (admin), and a fleet manager's own conditions.
  companies: {
    list: { path: 'companies/list', getHref: (locale: Locale) => `/${locale}/dashboard/companies/list` },
    detail: {
      path: 'companies/:id',
      getHref: (locale: Locale, id: number, tab?: string) => withQuery(`/${locale}/dashboard/companies/${id}`, { tab }),
    },
    /** `from`: where to go back after creation, a path relative to `/{locale}/`. */
    create: {
      path: 'client/create/:from?',
      getHref: (locale: Locale, from?: string) => `/${locale}/dashboard/client/create${from ? `/${encodeURIComponent(from)}` : ''}`,
    },
    process: { path: 'companies/:id/process', getHref: (locale: Locale, id: number) => `/${locale}/dashboard/companies/${id}/process` },
    documentCreate: {
      path: 'companies/document/:id/create',
      getHref: (locale: Locale, companyId: number) => `/${locale}/dashboard/companies/document/${companyId}/create`,
    },
    contacts: { path: 'companies/contacts', getHref: (locale: Locale) => `/${locale}/dashboard/companies/contacts` },
    contactCreate: {
      path: 'companies/contacts/:id/create',
      getHref: (locale: Locale, companyId: number) => `/${locale}/dashboard/companies/contacts/${companyId}/create`,
    },
    contactDetails: {
      path: 'companies/contacts/:id/details/:from?',
      getHref: (locale: Locale, contactId: number, from?: string) =>
        `/${locale}/dashboard/companies/contacts/${contactId}/details${from ? `/${encodeURIComponent(from)}` : ''}`,
    },
    conditions: {
      path: 'companies/conditions/:id',
      getHref: (locale: Locale, companyId: number) => `/${locale}/dashboard/companies/conditions/${companyId}`,
    },
    cafeteria: {
      path: 'companies/conditions/:id/cafeteria-details',
      getHref: (locale: Locale, companyId: number) => `/${locale}/dashboard/companies/conditions/${companyId}/cafeteria-details`,
    },
  },
  fleetConditions: {
    /** "Our conditions": sends a fleet manager on to their own company's conditions. */
    home: { path: 'fleet/conditions', getHref: (locale: Locale) => `/${locale}/dashboard/fleet/conditions` },
    edit: {
      path: 'fleet/conditions/:id',
      getHref: (locale: Locale, companyId: number) => `/${locale}/dashboard/fleet/conditions/${companyId}`,
    },
    cafeteria: {
      path: 'fleet/conditions/:id/cafeteria-details',
      getHref: (locale: Locale, companyId: number) => `/${locale}/dashboard/fleet/conditions/${companyId}/cafeteria-details`,
    },
  },
  // Bike and accessory catalogues, characteristics and brand imports (issue 4).
  catalog: {
    bikes: { path: 'bikes-catalog/list', getHref: (locale: Locale) => `/${locale}/dashboard/bikes-catalog/list` },
    bikeCreate: { path: 'bikes-catalog/create', getHref: (locale: Locale) => `/${locale}/dashboard/bikes-catalog/create` },
    bikeDetail: {
      path: 'bikes-catalog/:id/details',
      getHref: (locale: Locale, id: number) => `/${locale}/dashboard/bikes-catalog/${id}/details`,
    },
    notAvailable: { path: 'bikes-catalog/not-available', getHref: (locale: Locale) => `/${locale}/dashboard/bikes-catalog/not-available` },
    cafeteria: { path: 'bikes-catalog/cafeteria/list', getHref: (locale: Locale) => `/${locale}/dashboard/bikes-catalog/cafeteria/list` },
    imports: { path: 'bikes-catalog/scrapping/list', getHref: (locale: Locale) => `/${locale}/dashboard/bikes-catalog/scrapping/list` },
    importBrand: {
      path: 'bikes-catalog/scrapping/:brand',
      getHref: (locale: Locale, brand: string, run?: number) =>
        withQuery(`/${locale}/dashboard/bikes-catalog/scrapping/${brand}`, { run: run ? String(run) : null }),
    },
    characteristics: { path: 'technical-characteristics', getHref: (locale: Locale) => `/${locale}/dashboard/technical-characteristics` },
    accessories: { path: 'accessories-catalog/list', getHref: (locale: Locale) => `/${locale}/dashboard/accessories-catalog/list` },
    accessoryCreate: { path: 'accessories-catalog/create', getHref: (locale: Locale) => `/${locale}/dashboard/accessories-catalog/create` },
    accessoryDetail: {
      path: 'accessories-catalog/:id',
      getHref: (locale: Locale, id: number) => `/${locale}/dashboard/accessories-catalog/${id}`,
    },
    accessoryMerge: {
      path: 'accessories-catalog/:id/merge',
      getHref: (locale: Locale, id: number) => `/${locale}/dashboard/accessories-catalog/${id}/merge`,
    },
    shopSchedule: { path: 'shop/schedule', getHref: (locale: Locale) => `/${locale}/dashboard/shop/schedule` },
    usedBikes: { path: 'occasion/list', getHref: (locale: Locale) => `/${locale}/dashboard/occasion/list` },
    usedBikeCreate: { path: 'occasion/create', getHref: (locale: Locale) => `/${locale}/dashboard/occasion/create` },
    usedBikeDetail: { path: 'occasion/:id', getHref: (locale: Locale, id: number) => `/${locale}/dashboard/occasion/${id}` },
    buyBacks: { path: 'occasion/rachat-vente', getHref: (locale: Locale) => `/${locale}/dashboard/occasion/rachat-vente` },
    migration: { path: 'cyclesoftware-migration', getHref: (locale: Locale) => `/${locale}/dashboard/cyclesoftware-migration` },
    externalBikes: { path: 'external-bikes/list', getHref: (locale: Locale) => `/${locale}/dashboard/external-bikes/list` },
    externalBikeCreate: { path: 'external-bikes/create', getHref: (locale: Locale) => `/${locale}/dashboard/external-bikes/create` },
    externalBikeDetail: {
      path: 'external-bikes/:id',
      getHref: (locale: Locale, id: number) => `/${locale}/dashboard/external-bikes/${id}`,
    },
  },
  // The public site (issue 4): no login, outside the dashboard.
  public: {
    home: { path: 'home', getHref: (locale: Locale) => `/${locale}/home` },
    bikes: { path: 'bikes', getHref: (locale: Locale, query: Record<string, string> = {}) => withQuery(`/${locale}/bikes`, query) },
    bike: { path: 'bikes/:slug', getHref: (locale: Locale, slug: string) => `/${locale}/bikes/${encodeURIComponent(slug)}` },
    accessories: { path: 'accessories', getHref: (locale: Locale) => `/${locale}/accessories` },
    accessory: {
      path: 'accessories/:slug',
      getHref: (locale: Locale, slug: string) => `/${locale}/accessories/${encodeURIComponent(slug)}`,
    },
    usedBikes: { path: 'used-bikes', getHref: (locale: Locale) => `/${locale}/used-bikes` },
    usedBike: { path: 'used-bikes/:id', getHref: (locale: Locale, id: number) => `/${locale}/used-bikes/${id}` },
    rentals: { path: 'rentals', getHref: (locale: Locale) => `/${locale}/rentals` },
    tradeIn: { path: 'trade-in', getHref: (locale: Locale) => `/${locale}/trade-in` },
    contact: { path: 'contact', getHref: (locale: Locale, subject?: string | null) => withQuery(`/${locale}/contact`, { subject }) },
    leasingRequest: {
      path: 'leasing-request',
      getHref: (locale: Locale, bike?: string | null) => withQuery(`/${locale}/leasing-request`, { bike }),
    },
    /** `bike`: the model's slug; `store`: the pickup store's id; `kind`: `rental` opens the rental request. */
    testRide: {
      path: 'test-ride',
      getHref: (locale: Locale, query: { bike?: string | null; store?: number | null; kind?: 'rental' | null } = {}) =>
        withQuery(`/${locale}/test-ride`, { bike: query.bike, store: query.store ? String(query.store) : null, kind: query.kind }),
    },
  },
  /** The web shop (decision 083): cart, checkout and an order followed with its token, signed in or not. */
  shop: {
    cart: { path: 'shop/cart', getHref: (locale: Locale) => `/${locale}/shop/cart` },
    checkout: { path: 'shop/checkout', getHref: (locale: Locale) => `/${locale}/shop/checkout` },
    order: {
      path: 'shop/orders/:number',
      getHref: (locale: Locale, number: string, token: string) =>
        withQuery(`/${locale}/shop/orders/${encodeURIComponent(number)}`, { token }),
    },
  },
  /** The shop's legal pages: legal notice, terms of sale, privacy, cookies and the model withdrawal form. */
  legal: {
    path: 'legal/:page',
    getHref: (locale: Locale, page: 'notice' | 'terms' | 'privacy' | 'cookies' | 'withdrawal-form') => `/${locale}/legal/${page}`,
  },
  // Physical stock (bikes), delivery encoding, inventories and public requests (back office).
  stock: {
    bikes: { path: 'bikes-stock/list', getHref: (locale: Locale) => `/${locale}/dashboard/bikes-stock/list` },
    bikeCreate: { path: 'bikes-stock/create', getHref: (locale: Locale) => `/${locale}/dashboard/bikes-stock/create` },
    insurance: {
      path: 'bikes-stock/bikes/list/insurance',
      getHref: (locale: Locale) => `/${locale}/dashboard/bikes-stock/bikes/list/insurance`,
    },
    bikeDetail: { path: 'bikes-stock/:id', getHref: (locale: Locale, id: number) => `/${locale}/dashboard/bikes-stock/${id}` },
    encode: { path: 'stock-encode', getHref: (locale: Locale) => `/${locale}/dashboard/stock-encode` },
    accessories: { path: 'accessories-stock/list', getHref: (locale: Locale) => `/${locale}/dashboard/accessories-stock/list` },
    /** A fleet manager's company bikes; every bike for the workshop (spec §2 `fleet/bikes`). */
    fleetBikes: { path: 'fleet/bikes/list', getHref: (locale: Locale) => `/${locale}/dashboard/fleet/bikes/list` },
    fleetBike: { path: 'fleet/bikes/:id', getHref: (locale: Locale, id: number) => `/${locale}/dashboard/fleet/bikes/${id}` },
  },
  inventory: {
    list: { path: 'inventory/list', getHref: (locale: Locale) => `/${locale}/dashboard/inventory/list` },
    detail: { path: 'inventory/:id', getHref: (locale: Locale, id: number) => `/${locale}/dashboard/inventory/${id}` },
  },
  requests: {
    path: 'requests',
    getHref: (locale: Locale, query: { status?: string | null } = {}) =>
      withQuery(`/${locale}/dashboard/requests`, { status: query.status }),
    detail: { path: 'requests/:id', getHref: (locale: Locale, id: number) => `/${locale}/dashboard/requests/${id}` },
  },
  /**
   * Offers and orders (decision 021), in three spaces: the shop's staff (`offers/…`, `orders/…`), a fleet manager
   * (`fleet/offers/…`, `fleet/orders/…`) and the customer's own (`my-offers/…`, `fleet/orders/user/…`).
   */
  sales: {
    offers: {
      path: 'offers/list',
      getHref: (locale: Locale, query: { status?: string | null } = {}) =>
        withQuery(`/${locale}/dashboard/offers/list`, { status: query.status }),
    },
    /** Spec `offers/list/offer_details`: every offer's lines with their salesperson. */
    offerLines: { path: 'offers/list/offer_details', getHref: (locale: Locale) => `/${locale}/dashboard/offers/list/offer_details` },
    /**
     * The offer form; from a lead (decision 022) it starts from the lead's customer and, on saving, links the offer
     * to the lead (`lead`).
     */
    offerCreate: {
      path: 'offers/create',
      getHref: (
        locale: Locale,
        from: {
          lead?: number;
          companyId?: number | null;
          userId?: number | null;
          customerName?: string | null;
          description?: string | null;
        } = {},
      ) =>
        withQuery(`/${locale}/dashboard/offers/create`, {
          lead: from.lead ? String(from.lead) : null,
          companyId: from.companyId ? String(from.companyId) : null,
          userId: from.userId ? String(from.userId) : null,
          customerName: from.customerName,
          description: from.description,
        }),
    },
    offer: { path: 'offers/:id', getHref: (locale: Locale, id: number) => `/${locale}/dashboard/offers/${id}` },
    fleetOffers: { path: 'fleet/offers/list', getHref: (locale: Locale) => `/${locale}/dashboard/fleet/offers/list` },
    fleetOffer: { path: 'fleet/offers/:id', getHref: (locale: Locale, id: number) => `/${locale}/dashboard/fleet/offers/${id}` },
    myOffers: { path: 'my-offers/list', getHref: (locale: Locale) => `/${locale}/dashboard/my-offers/list` },
    myOffer: { path: 'my-offers/:id', getHref: (locale: Locale, id: number) => `/${locale}/dashboard/my-offers/${id}` },
    orders: {
      path: 'orders/list',
      getHref: (locale: Locale, query: { group?: string | null } = {}) =>
        withQuery(`/${locale}/dashboard/orders/list`, { group: query.group }),
    },
    order: { path: 'orders/:id', getHref: (locale: Locale, id: number) => `/${locale}/dashboard/orders/${id}` },
    fleetOrders: {
      path: 'fleet/orders/list',
      getHref: (locale: Locale, query: { group?: string | null } = {}) =>
        withQuery(`/${locale}/dashboard/fleet/orders/list`, { group: query.group }),
    },
    fleetOrder: { path: 'fleet/orders/:id', getHref: (locale: Locale, id: number) => `/${locale}/dashboard/fleet/orders/${id}` },
    myOrders: { path: 'fleet/orders/user/list', getHref: (locale: Locale) => `/${locale}/dashboard/fleet/orders/user/list` },
    myOrder: { path: 'fleet/orders/user/:id', getHref: (locale: Locale, id: number) => `/${locale}/dashboard/fleet/orders/user/${id}` },
  },
  /** The employee's net-cost simulator (decision 026); `bike` preselects a catalogue model by its slug, `offer` one's own leasing offer. */
  netCost: {
    path: 'net-cost',
    getHref: (locale: Locale, query: { bike?: string | null; offer?: number | null } = {}) =>
      withQuery(`/${locale}/dashboard/net-cost`, { bike: query.bike, offer: query.offer == null ? null : String(query.offer) }),
  },
  /** Leads (decision 022): people or companies interested in a bike, before any offer. */
  leads: {
    list: {
      path: 'offers/interested',
      getHref: (locale: Locale, query: { status?: string | null } = {}) =>
        withQuery(`/${locale}/dashboard/offers/interested`, { status: query.status }),
    },
    create: { path: 'interested/create', getHref: (locale: Locale) => `/${locale}/dashboard/interested/create` },
    detail: { path: 'interested/:id', getHref: (locale: Locale, id: number) => `/${locale}/dashboard/interested/${id}` },
  },
  /** Grouped orders to suppliers (decision 025): the spec's URLs, one per line kind (`add-bike`, `bike/{id}`…). */
  groupedOrders: {
    list: {
      path: 'grouped-orders/list',
      getHref: (locale: Locale, query: { status?: string | null } = {}) =>
        withQuery(`/${locale}/dashboard/grouped-orders/list`, { status: query.status }),
    },
    create: { path: 'grouped-orders/create', getHref: (locale: Locale) => `/${locale}/dashboard/grouped-orders/create` },
    detail: { path: 'grouped-orders/:id', getHref: (locale: Locale, id: number) => `/${locale}/dashboard/grouped-orders/${id}` },
    receive: {
      path: 'grouped-orders/:id/receive',
      getHref: (locale: Locale, id: number) => `/${locale}/dashboard/grouped-orders/${id}/receive`,
    },
    addLine: {
      paths: () => Object.values(GROUPED_LINE_SEGMENTS).map((s) => `grouped-orders/:id/${s.add}`),
      getHref: (locale: Locale, id: number, kind: GroupedLineKind) =>
        `/${locale}/dashboard/grouped-orders/${id}/${GROUPED_LINE_SEGMENTS[kind].add}`,
    },
    line: {
      paths: () => Object.values(GROUPED_LINE_SEGMENTS).map((s) => `grouped-orders/:id/${s.edit}/:lineId`),
      getHref: (locale: Locale, id: number, kind: GroupedLineKind, lineId: number) =>
        `/${locale}/dashboard/grouped-orders/${id}/${GROUPED_LINE_SEGMENTS[kind].edit}/${lineId}`,
    },
    bikeOrders: {
      path: 'grouped-orders/bike-orders/list',
      getHref: (locale: Locale) => `/${locale}/dashboard/grouped-orders/bike-orders/list`,
    },
    accessoryOrders: {
      path: 'grouped-orders/accessories-orders/list',
      getHref: (locale: Locale) => `/${locale}/dashboard/grouped-orders/accessories-orders/list`,
    },
  },
  /** The cash register (decision 023): the till, and its tickets. */
  checkout: {
    till: { path: 'checkout', getHref: (locale: Locale) => `/${locale}/dashboard/checkout` },
    tickets: { path: 'checkout/tickets', getHref: (locale: Locale) => `/${locale}/dashboard/checkout/tickets` },
    ticket: { path: 'checkout/tickets/:id', getHref: (locale: Locale, id: number) => `/${locale}/dashboard/checkout/tickets/${id}` },
  },
  /** The workshop's price list and the mechanics' capacity (decision 030): the spec's `entretiens/…` URLs. */
  servicePrices: {
    list: {
      path: 'entretiens/service-pricing-management',
      getHref: (locale: Locale) => `/${locale}/dashboard/entretiens/service-pricing-management`,
    },
    create: { path: 'entretiens/service-pricing', getHref: (locale: Locale) => `/${locale}/dashboard/entretiens/service-pricing` },
    edit: {
      path: 'entretiens/service-pricing/:id',
      getHref: (locale: Locale, id: number) => `/${locale}/dashboard/entretiens/service-pricing/${id}`,
    },
  },
  /** The workshop's own parts and their stock (decision 102). */
  workshopParts: { path: 'entretiens/parts', getHref: (locale: Locale) => `/${locale}/dashboard/entretiens/parts` },
  workshopCapacity: { path: 'entretiens/capacity', getHref: (locale: Locale) => `/${locale}/dashboard/entretiens/capacity` },
  /** Background jobs (mails, schedules): the admin's list of what waits, runs and failed. */
  jobs: {
    path: 'jobs',
    getHref: (locale: Locale, query: { state?: string | null } = {}) => withQuery(`/${locale}/dashboard/jobs`, { state: query.state }),
  },
  /** Maintenance requests (decision 029): the customer's, the workshop's (`entretiens/…`) and the fleet manager's. */
  maintenance: {
    mine: { path: 'maintenance', getHref: (locale: Locale) => `/${locale}/dashboard/maintenance` },
    ask: { path: 'maintenance/new', getHref: (locale: Locale) => `/${locale}/dashboard/maintenance/new` },
    mineDetail: { path: 'maintenance/:id', getHref: (locale: Locale, id: number) => `/${locale}/dashboard/maintenance/${id}` },
    workshopList: { path: 'entretiens/list', getHref: (locale: Locale) => `/${locale}/dashboard/entretiens/list` },
    workshopDetail: {
      path: 'entretiens/:id/details',
      getHref: (locale: Locale, id: number) => `/${locale}/dashboard/entretiens/${id}/details`,
    },
    workshopCreate: { path: 'entretiens/create', getHref: (locale: Locale) => `/${locale}/dashboard/entretiens/create` },
    priority: { path: 'priority-requests', getHref: (locale: Locale) => `/${locale}/dashboard/priority-requests` },
    pendingValidation: {
      path: 'entretiens/pending-validation',
      getHref: (locale: Locale) => `/${locale}/dashboard/entretiens/pending-validation`,
    },
    fleetList: { path: 'fleet/entretiens/list', getHref: (locale: Locale) => `/${locale}/dashboard/fleet/entretiens/list` },
    fleetWaiting: {
      path: 'fleet/entretiens/list/waiting_answer',
      getHref: (locale: Locale) => `/${locale}/dashboard/fleet/entretiens/list/waiting_answer`,
    },
    fleetDetail: { path: 'fleet/entretiens/:id', getHref: (locale: Locale, id: number) => `/${locale}/dashboard/fleet/entretiens/${id}` },
  },
  /** Shared-bike reservations (decision 033): booking, its confirmation, my reservations, the company's list and one reservation. */
  reservations: {
    create: { path: 'reservations/create', getHref: (locale: Locale) => `/${locale}/dashboard/reservations/create` },
    confirmation: {
      path: 'reservations/:code/confirmation',
      getHref: (locale: Locale, code: string) => `/${locale}/dashboard/reservations/${encodeURIComponent(code)}/confirmation`,
    },
    quiz: { path: 'reservations/quiz', getHref: (locale: Locale) => `/${locale}/dashboard/reservations/quiz` },
    mine: { path: 'reservations/mine', getHref: (locale: Locale) => `/${locale}/dashboard/reservations/mine` },
    list: { path: 'reservations/list', getHref: (locale: Locale) => `/${locale}/dashboard/reservations/list` },
    detail: { path: 'reservations/:id', getHref: (locale: Locale, id: number) => `/${locale}/dashboard/reservations/${id}` },
  },
  /** Served by the API process, outside the single-page app. */
  apiDocs: { href: '/api/docs' },
} as const;
