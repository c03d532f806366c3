import type { horusReadBackAnswerSchema, horusStatusSchema, Locale } from '@veloport/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { booksKeys } from '@/features/accounting/books/books-keys';
import type { Period } from '@/features/accounting/books/shared/period';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type HorusStatus = Infer<typeof horusStatusSchema>;

/**
 * The Horus connection and where the entries stand (decision 107). While entries or files wait for the job queue, it
 * is read again every two seconds: the counts are the sync's progress.
 */
export function useHorusStatus() {
  return useQuery({
    queryKey: booksKeys.horus(),
    queryFn: () => apiClient.get<HorusStatus>('/accounting/horus'),
    refetchInterval: (query) =>
      query.state.data && query.state.data.counts.pending + query.state.data.attachments.counts.pending > 0 ? 2000 : false,
  });
}

/** The address of Horus's consent page for the folder: the browser goes there and comes back connected. */
export function useConnectHorus() {
  return useMutation({
    mutationFn: ({ folderId, locale }: { folderId: string; locale: Locale }) =>
      apiClient.post<{ url: string }>('/accounting/horus/connect', { folderId, locale }),
  });
}

/** Queues the period's entries for Horus (each one once); the job queue sends them. */
export function useSyncHorus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ from, to }: Period) => apiClient.post<{ queued: number }>('/accounting/horus/sync', undefined, { query: { from, to } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: booksKeys.all }),
  });
}

export type HorusReadBack = Infer<typeof horusReadBackAnswerSchema>;

/** Reads back what the accountant changed or paid in Horus (decision 117); the status then lists the differences. */
export function useReadBackHorus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post<HorusReadBack>('/accounting/horus/read-back'),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: booksKeys.all }),
  });
}
