import type { historyListSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { blogKeys } from '@/features/content/blog/api/blog-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type HistoryList = Infer<typeof historyListSchema>;

export const getBlogPostHistory = (id: number) => apiClient.get<HistoryList>(`/blog-posts/${id}/history`, { query: { perPage: 100 } });

export const blogPostHistoryQueryOptions = (id: number, enabled: boolean) =>
  queryOptions({ queryKey: blogKeys.history(id), queryFn: () => getBlogPostHistory(id), enabled });

export function useBlogPostHistory(id: number, enabled: boolean) {
  return useQuery(blogPostHistoryQueryOptions(id, enabled));
}
