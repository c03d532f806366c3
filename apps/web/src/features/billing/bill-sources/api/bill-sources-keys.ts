import { billBikesRoot, billSourcesRoot, billsRoot } from '@/lib/query-roots';
import type { BillSourceKind } from '@veloport/domain';

/** Query keys of the bills from sources and of the bills ↔ bikes screens (decision 072). */
export const billSourcesKeys = {
  all: billSourcesRoot,
  sources: (kind: BillSourceKind, query: Record<string, string | number>) => [...billSourcesRoot, kind, query] as const,
  bikes: billBikesRoot,
  toLink: () => [...billBikesRoot, 'to-link'] as const,
  toLinkList: (query: Record<string, string | number>) => [...billBikesRoot, 'to-link', query] as const,
  links: () => [...billBikesRoot, 'links'] as const,
  linkList: (query: Record<string, string | number>) => [...billBikesRoot, 'links', query] as const,
  billLinks: (billId: number) => [...billBikesRoot, 'bill', billId] as const,
  bikeSearch: (q: string) => [...billBikesRoot, 'search', q] as const,
  billNumber: (billId: number) => [...billBikesRoot, 'number', billId] as const,
  /** The bills' lists, which a drafted bill joins (the bills feature's keys start the same way). */
  billLists: () => [...billsRoot, 'list'] as const,
};
