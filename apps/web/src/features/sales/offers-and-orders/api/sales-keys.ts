import { queryRoots } from '@/lib/query-roots';

/** Offers' and orders' query keys (decision 072); the line pickers read the catalogue under its own root. */
export const salesKeys = {
  offers: queryRoots.offers,
  offerLists: () => [...queryRoots.offers, 'list'] as const,
  offerList: (query: Record<string, string | number>) => [...queryRoots.offers, 'list', query] as const,
  offer: (id: number) => [...queryRoots.offers, id] as const,
  offerHistory: (id: number) => [...queryRoots.offers, id, 'history'] as const,
  offerUploads: (id: number) => [...queryRoots.offers, id, 'uploads'] as const,
  customers: (companyId: number | null) => [...queryRoots.offers, 'customers', { companyId }] as const,
  stockBikes: (modelId: number | null) => [...queryRoots.offers, 'stock-bikes', modelId] as const,
  orders: queryRoots.orders,
  orderLists: () => [...queryRoots.orders, 'list'] as const,
  orderList: (query: Record<string, string | number>) => [...queryRoots.orders, 'list', query] as const,
  order: (id: number) => [...queryRoots.orders, id] as const,
  offerOrders: (offerId: number) => [...queryRoots.orders, 'offer', offerId] as const,
  bikeCandidates: (orderId: number) => [...queryRoots.orders, orderId, 'bike-candidates'] as const,
  waitingOrders: () => [...queryRoots.orders, 'waiting'] as const,
  stores: () => queryRoots.stockLocations,
  leads: queryRoots.leads,
  lineModels: () => [...queryRoots.catalog, 'bikes', 'offer-lines'] as const,
  lineAccessories: () => [...queryRoots.catalog, 'accessories', 'offer-lines'] as const,
};
