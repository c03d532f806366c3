import { useQuery } from '@tanstack/react-query';
import type { publicBikeDetailResponseSchema } from '@veloport/domain';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type PublicBikeDetail = Infer<typeof publicBikeDetailResponseSchema>['bike'];

export const getBike = (slug: string, signal?: AbortSignal) =>
  apiClient.get<Infer<typeof publicBikeDetailResponseSchema>>(`/public/catalog/bikes/${encodeURIComponent(slug)}`, { signal });

export function useBike(slug: string | null | undefined) {
  return useQuery({
    queryKey: ['public', 'bike', slug],
    queryFn: ({ signal }) => getBike(slug ?? '', signal),
    enabled: Boolean(slug),
    select: (response) => response.bike,
  });
}
