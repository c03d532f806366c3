import type { Bill, BillInput, billListSchema, historyListSchema } from '@veloport/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE, apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type { Bill, BillInput };
export type BillList = Infer<typeof billListSchema>;
export type HistoryList = Infer<typeof historyListSchema>;
export type CreditNoteBody = { lines?: BillInput['lines']; reason?: string };

export function useBills(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['bills', 'list', query],
    queryFn: () => apiClient.get<BillList>('/bills', { query }),
    placeholderData: keepPreviousData,
  });
}

export function useBill(id: number) {
  return useQuery({ queryKey: ['bills', id], queryFn: () => apiClient.get<Bill>(`/bills/${id}`), enabled: Number.isInteger(id) && id > 0 });
}

export function useBillHistory(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['bills', id, 'history'],
    queryFn: () => apiClient.get<HistoryList>(`/bills/${id}/history`, { query: { perPage: 100 } }),
    enabled,
  });
}

/** Keeps a bill just answered by the API, and refreshes the lists and its history. */
function useBillSaved() {
  const queryClient = useQueryClient();
  return (bill: Bill) => {
    queryClient.setQueryData(['bills', bill.id], bill);
    void queryClient.invalidateQueries({ queryKey: ['bills', 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['bills', bill.id, 'history'] });
  };
}

export function useCreateBill() {
  const saved = useBillSaved();
  return useMutation({ mutationFn: (input: BillInput) => apiClient.post<Bill>('/bills', input), onSuccess: saved });
}

export function useUpdateBill(id: number) {
  const saved = useBillSaved();
  return useMutation({ mutationFn: (input: BillInput) => apiClient.put<Bill>(`/bills/${id}`, input), onSuccess: saved });
}

export function useDeleteBill(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.delete<void>(`/bills/${id}`),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ['bills', id] });
      void queryClient.invalidateQueries({ queryKey: ['bills', 'list'] });
    },
  });
}

export function useIssueBill(id: number) {
  const saved = useBillSaved();
  return useMutation({ mutationFn: () => apiClient.post<Bill>(`/bills/${id}/issue`), onSuccess: saved });
}

/** Sends the issued bill to its customer (status `sent`). */
export function useSendBill(id: number) {
  const saved = useBillSaved();
  return useMutation({ mutationFn: () => apiClient.post<Bill>(`/bills/${id}/send`), onSuccess: saved });
}

/** Credits an issued bill in full or the lines given; the credited bill changes too. */
export function useCreditBill(id: number) {
  const queryClient = useQueryClient();
  const saved = useBillSaved();
  return useMutation({
    mutationFn: (body: CreditNoteBody) => apiClient.post<Bill>(`/bills/${id}/credit-note`, body),
    onSuccess: (note) => {
      saved(note);
      void queryClient.invalidateQueries({ queryKey: ['bills', id] });
    },
  });
}

/** The bill's PDF, served by the API: a plain link. */
export const billPdfHref = (id: number) => `${API_BASE}/bills/${id}/pdf`;

type CustomerList = { companies: { id: number; name: string }[]; users: { id: number; name: string; companyId: number | null }[] };

/** Whom a bill can be addressed to (admins): every company, and the private customers (`GET /api/offers/customers`). */
export function useBillCustomers() {
  const res = useQuery({
    queryKey: ['bills', 'customers'],
    queryFn: () => apiClient.get<CustomerList>('/offers/customers'),
    staleTime: 60_000,
  });
  return {
    companies: [...(res.data?.companies ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
    people: (res.data?.users ?? []).filter((u) => u.companyId === null).sort((a, b) => a.name.localeCompare(b.name)),
  };
}
