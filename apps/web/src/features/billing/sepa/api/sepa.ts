import type {
  SepaBatchDetail,
  SepaBatchPreview,
  SepaMandate,
  SepaMandateDetail,
  SepaMandateInput,
  sepaBatchListSchema,
  sepaMandateListSchema,
} from '@veloport/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, downloadFile } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type MandateList = Infer<typeof sepaMandateListSchema>;
export type BatchList = Infer<typeof sepaBatchListSchema>;
export type { SepaBatchDetail, SepaBatchPreview, SepaMandate, SepaMandateDetail };
/** What the mandate form sends (the API fills the defaults). */
export type MandateBody = Omit<SepaMandateInput, 'kind' | 'reference'> & { kind?: SepaMandateInput['kind']; reference?: string | null };

export function useMandates(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['sepa', 'mandates', query],
    queryFn: () => apiClient.get<MandateList>('/sepa/mandates', { query }),
    placeholderData: keepPreviousData,
  });
}

export function useBatches(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['sepa', 'batches', query],
    queryFn: () => apiClient.get<BatchList>('/sepa/batches', { query }),
    placeholderData: keepPreviousData,
  });
}

export function useBatch(id: number | null) {
  return useQuery({
    queryKey: ['sepa', 'batch', id],
    queryFn: () => apiClient.get<SepaBatchDetail>(`/sepa/batches/${id}`),
    enabled: id !== null,
  });
}

/** The bills a batch would collect on the date chosen, and their total. */
export function useBatchPreview(collectionDate: string) {
  return useQuery({
    queryKey: ['sepa', 'preview', collectionDate],
    queryFn: () => apiClient.get<SepaBatchPreview>('/sepa/batches/preview', { query: { collectionDate } }),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(collectionDate),
  });
}

/** A mandate with its debits' history (its page, decision 061). */
export function useMandate(id: number | null) {
  return useQuery({
    queryKey: ['sepa', 'mandate', id],
    queryFn: () => apiClient.get<SepaMandateDetail>(`/sepa/mandates/${id}`),
    enabled: id !== null,
  });
}

function useSepaChanged() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: ['sepa'] });
}

export function useCreateMandate() {
  const changed = useSepaChanged();
  return useMutation({
    mutationFn: (input: MandateBody) => apiClient.post<{ id: number; reference: string }>('/sepa/mandates', input),
    onSuccess: changed,
  });
}

export function useRevokeMandate() {
  const changed = useSepaChanged();
  return useMutation({ mutationFn: (id: number) => apiClient.post<SepaMandate>(`/sepa/mandates/${id}/revoke`), onSuccess: changed });
}

/** Marks a mandate last: its next debit is FNAL, then it is revoked. */
export function useMarkMandateFinal() {
  const changed = useSepaChanged();
  return useMutation({
    mutationFn: (id: number) => apiClient.post<SepaMandate>(`/sepa/mandates/${id}/final-collection`),
    onSuccess: changed,
  });
}

export function useCreateBatch() {
  const changed = useSepaChanged();
  return useMutation({
    mutationFn: (input: { collectionDate: string; billIds?: number[] }) => apiClient.post<{ id: number }>('/sepa/batches', input),
    onSuccess: changed,
  });
}

export function useCloseBatch() {
  const changed = useSepaChanged();
  return useMutation({ mutationFn: (id: number) => apiClient.post<SepaBatchDetail>(`/sepa/batches/${id}/close`), onSuccess: changed });
}

type CustomerList = { companies: { id: number; name: string }[]; users: { id: number; name: string; companyId: number | null }[] };

/** The companies and people a mandate can be for. */
export function useSepaCustomers() {
  const res = useQuery({
    queryKey: ['sepa', 'customers'],
    queryFn: () => apiClient.get<CustomerList>('/offers/customers'),
    staleTime: 60_000,
  });
  return {
    companies: [...(res.data?.companies ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
    people: [...(res.data?.users ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/**
 * Downloads a batch's pain.008 file. Fetched rather than linked: when the file fails the XSD the API answers 422
 * with the schema error, which the screen shows instead of saving an error as a file.
 */
export async function downloadBatchXml(id: number, filename: string): Promise<void> {
  return downloadFile(`/sepa/batches/${id}/xml`, filename);
}

/** Downloads a batch's file and refreshes the lists (the first download moves it from prepared to downloaded). */
export function useDownloadBatchXml() {
  const changed = useSepaChanged();
  return (id: number, filename: string) => downloadBatchXml(id, filename).then(changed);
}
