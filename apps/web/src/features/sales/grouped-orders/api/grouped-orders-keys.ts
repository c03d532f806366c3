import { catalogRoot, groupedOrdersRoot, ordersRoot, stockRoot, stockLocationsRoot } from '@/lib/query-roots';

/** Grouped orders' query keys (decision 072), with the customer orders, stores and catalogue they read. */
export const groupedOrdersKeys = {
  all: groupedOrdersRoot,
  list: (query: Record<string, string | number>) => [...groupedOrdersRoot, 'list', query] as const,
  order: (id: number) => [...groupedOrdersRoot, id] as const,
  history: (id: number) => [...groupedOrdersRoot, id, 'history'] as const,
  orderedLines: (path: string, query: Record<string, string | number>) => [...groupedOrdersRoot, path, query] as const,
  ordersToOrder: () => [...ordersRoot, 'list', { status: 'to_order' }] as const,
  stock: stockRoot,
  lineModels: () => [...catalogRoot, 'bikes', 'grouped-lines'] as const,
  lineAccessories: () => [...catalogRoot, 'accessories', 'grouped-lines'] as const,
  stores: () => stockLocationsRoot,
};
