import type { SepaMandateDetail } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sepaKeys } from '@/features/billing/sepa/api/sepa-keys';
import { apiClient } from '@/lib/api-client';

export type { SepaMandateDetail };

export const getMandate = (id: number) => apiClient.get<SepaMandateDetail>(`/sepa/mandates/${id}`);

/** A mandate with its debits' history (its page, decision 061). */
export const mandateQueryOptions = (id: number | null) =>
  queryOptions({ queryKey: sepaKeys.mandate(id), queryFn: () => getMandate(id!), enabled: id !== null });

export function useMandate(id: number | null) {
  return useQuery(mandateQueryOptions(id));
}
