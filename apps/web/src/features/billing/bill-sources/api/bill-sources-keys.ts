import { queryRoots } from '@/lib/query-roots';
import type { BillSourceKind } from '@veloport/domain';

/** Query keys of the bills from sources and of the bills ↔ bikes screens (decision 072). */
export const billSourcesKeys = {
  all: queryRoots.billSources,
  sources: (kind: BillSourceKind, query: Record<string, string | number>) => [...queryRoots.billSources, kind, query] as const,
  bikes: queryRoots.billBikes,
  toLink: () => [...queryRoots.billBikes, 'to-link'] as const,
  toLinkList: (query: Record<string, string | number>) => [...queryRoots.billBikes, 'to-link', query] as const,
  links: () => [...queryRoots.billBikes, 'links'] as const,
  linkList: (query: Record<string, string | number>) => [...queryRoots.billBikes, 'links', query] as const,
  billLinks: (billId: number) => [...queryRoots.billBikes, 'bill', billId] as const,
  bikeSearch: (q: string) => [...queryRoots.billBikes, 'search', q] as const,
  billNumber: (billId: number) => [...queryRoots.billBikes, 'number', billId] as const,
  /** The bills' lists, which a drafted bill joins (the bills feature's keys start the same way). */
  billLists: () => [...queryRoots.bills, 'list'] as const,
};
