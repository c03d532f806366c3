import type { publicBlogPostResponseSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { blogKeys } from '@/features/content/blog/api/blog-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export const getPublicBlogPost = (slug: string, signal?: AbortSignal) =>
  apiClient.get<Infer<typeof publicBlogPostResponseSchema>>(`/public/blog-posts/${encodeURIComponent(slug)}`, { signal });

export const publicBlogPostQueryOptions = (slug: string | undefined) =>
  queryOptions({
    queryKey: blogKeys.publicPost(slug),
    queryFn: ({ signal }) => getPublicBlogPost(slug!, signal),
    enabled: Boolean(slug),
    select: (response) => response.post,
  });

export function usePublicBlogPost(slug: string | undefined) {
  return useQuery(publicBlogPostQueryOptions(slug));
}
