import { catalogRoot, leadsRoot, offersRoot, ordersRoot, stockLocationsRoot } from '@/lib/query-roots';

/** Offers' and orders' query keys (decision 072); the line pickers read the catalogue under its own root. */
export const salesKeys = {
  offers: offersRoot,
  offerLists: () => [...offersRoot, 'list'] as const,
  offerList: (query: Record<string, string | number>) => [...offersRoot, 'list', query] as const,
  offerLineList: (query: Record<string, string | number>) => [...offersRoot, 'lines', query] as const,
  offer: (id: number) => [...offersRoot, id] as const,
  offerHistory: (id: number) => [...offersRoot, id, 'history'] as const,
  offerUploads: (id: number) => [...offersRoot, id, 'uploads'] as const,
  customers: (companyId: number | null) => [...offersRoot, 'customers', { companyId }] as const,
  stockBikes: (modelId: number | null) => [...offersRoot, 'stock-bikes', modelId] as const,
  orders: ordersRoot,
  orderLists: () => [...ordersRoot, 'list'] as const,
  orderList: (query: Record<string, string | number>) => [...ordersRoot, 'list', query] as const,
  order: (id: number) => [...ordersRoot, id] as const,
  offerOrders: (offerId: number) => [...ordersRoot, 'offer', offerId] as const,
  bikeCandidates: (orderId: number) => [...ordersRoot, orderId, 'bike-candidates'] as const,
  waitingOrders: () => [...ordersRoot, 'waiting'] as const,
  stores: () => stockLocationsRoot,
  leads: leadsRoot,
  lineModels: () => [...catalogRoot, 'bikes', 'offer-lines'] as const,
  lineAccessories: () => [...catalogRoot, 'accessories', 'offer-lines'] as const,
};
