import { queryRoots } from '@/lib/query-roots';

/** Grouped orders' query keys (decision 072), with the customer orders, stores and catalogue they read. */
export const groupedOrdersKeys = {
  all: queryRoots.groupedOrders,
  list: (query: Record<string, string | number>) => [...queryRoots.groupedOrders, 'list', query] as const,
  order: (id: number) => [...queryRoots.groupedOrders, id] as const,
  history: (id: number) => [...queryRoots.groupedOrders, id, 'history'] as const,
  orderedLines: (path: string, query: Record<string, string | number>) => [...queryRoots.groupedOrders, path, query] as const,
  ordersToOrder: () => [...queryRoots.orders, 'list', { status: 'to_order' }] as const,
  stock: queryRoots.stock,
  lineModels: () => [...queryRoots.catalog, 'bikes', 'grouped-lines'] as const,
  lineAccessories: () => [...queryRoots.catalog, 'accessories', 'grouped-lines'] as const,
  stores: () => queryRoots.stockLocations,
};
