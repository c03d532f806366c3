import { useQuery } from '@tanstack/react-query';
import type { publicAccessoryDetailResponseSchema } from '@veloport/domain';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export const getAccessory = (slug: string, signal?: AbortSignal) =>
  apiClient.get<Infer<typeof publicAccessoryDetailResponseSchema>>(`/public/catalog/accessories/${encodeURIComponent(slug)}`, { signal });

export function useAccessory(slug: string) {
  return useQuery({
    queryKey: ['public', 'accessory', slug],
    queryFn: ({ signal }) => getAccessory(slug, signal),
    select: (response) => response.accessory,
  });
}
