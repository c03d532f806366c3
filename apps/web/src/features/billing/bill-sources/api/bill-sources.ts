import {
  BILL_SOURCE_SEGMENTS,
  type BillLinks,
  type BillSourceKind,
  type billBikeLinkListSchema,
  type billSourceListSchema,
  type billToLinkListSchema,
} from '@veloport/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type { BillLinks };
export type BillSourceList = Infer<typeof billSourceListSchema>;
export type BillBikeLinkList = Infer<typeof billBikeLinkListSchema>;
export type BillToLinkList = Infer<typeof billToLinkListSchema>;
type BikeList = {
  data: { id: number; frameNumber: string; model: { brand: string; model: string } | null; company: { name: string } | null }[];
};

export const sourcesPath = (kind: BillSourceKind) => `/bills/sources/${BILL_SOURCE_SEGMENTS[kind]}`;

export function useBillSources(kind: BillSourceKind, query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['bill-sources', kind, query],
    queryFn: () => apiClient.get<BillSourceList>(sourcesPath(kind), { query }),
    placeholderData: keepPreviousData,
  });
}

/** Draft bills from the sources chosen; the lists and the bills refresh (a source billed leaves its list). */
export function useBillFromSources() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: BillSourceKind; ids: number[] }) => apiClient.post<{ billIds: number[] }>('/bills/from-sources', input),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['bill-sources'] });
      void queryClient.invalidateQueries({ queryKey: ['bills', 'list'] });
    },
  });
}

export function useBikesToLink(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['bill-bikes', 'to-link', query],
    queryFn: () => apiClient.get<BillToLinkList>('/bills/bikes-to-link', { query }),
    placeholderData: keepPreviousData,
  });
}

export function useBikeLinks(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['bill-bikes', 'links', query],
    queryFn: () => apiClient.get<BillBikeLinkList>('/bills/bikes-link', { query }),
    placeholderData: keepPreviousData,
  });
}

export function useBillLinks(billId: number) {
  return useQuery({
    queryKey: ['bill-bikes', 'bill', billId],
    queryFn: () => apiClient.get<BillLinks>(`/bills/${billId}/links`),
    enabled: Number.isInteger(billId) && billId > 0,
  });
}

export function useSetBillBikes(billId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bikeIds: number[]) => apiClient.put<BillLinks>(`/bills/${billId}/bikes`, { bikeIds }),
    onSuccess: (links) => {
      queryClient.setQueryData(['bill-bikes', 'bill', billId], links);
      void queryClient.invalidateQueries({ queryKey: ['bill-bikes', 'to-link'] });
      void queryClient.invalidateQueries({ queryKey: ['bill-bikes', 'links'] });
    },
  });
}

/** Bikes found by frame number or model, to link to a bill. */
export function useBikeSearch(q: string) {
  return useQuery({
    queryKey: ['bill-bikes', 'search', q],
    queryFn: () => apiClient.get<BikeList>('/stock/bikes', { query: { q, perPage: 10 } }),
    enabled: q.trim().length >= 2,
  });
}

/** A bill's number for a title (the bill itself is the bills feature's). */
export function useBillNumber(billId: number) {
  return useQuery({
    queryKey: ['bill-bikes', 'number', billId],
    queryFn: () => apiClient.get<{ id: number; number: string | null }>(`/bills/${billId}`),
    enabled: Number.isInteger(billId) && billId > 0,
  });
}
