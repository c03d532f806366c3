/**
 * The first element of every query key, one per resource the API serves (decision 072). A feature's key factory
 * (`features/<module>/<feature>/api/<feature>-keys.ts`) builds its keys under its roots, and a feature whose change
 * shows on another's screens (a matched bank movement pays a bill) invalidates that root from here, since features do
 * not import each other. One list, so two features cannot pick the same root by accident.
 */
export const queryRoots = {
  assistance: ['assistance'],
  bankStatements: ['bank-statements'],
  billBikes: ['bill-bikes'],
  billSources: ['bill-sources'],
  bills: ['bills'],
  boxes: ['boxes'],
  catalog: ['catalog'],
  checkout: ['checkout'],
  deliverySettings: ['delivery-settings'],
  financing: ['financing'],
  fleet: ['fleet'],
  giftCards: ['gift-cards'],
  groupedOrders: ['grouped-orders'],
  insurance: ['insurance'],
  leads: ['leads'],
  leasing: ['leasing'],
  maintenanceRequests: ['maintenance-requests'],
  me: ['me'],
  netCost: ['net-cost'],
  offers: ['offers'],
  orders: ['orders'],
  payments: ['payments'],
  promoCodes: ['promo-codes'],
  refunds: ['refunds'],
  reservations: ['reservations'],
  sepa: ['sepa'],
  servicePrices: ['service-prices'],
  sharedBikes: ['shared-bikes'],
  stock: ['stock'],
  stockLocations: ['stock-locations'],
  tours: ['tours'],
  workshop: ['workshop'],
} as const;
