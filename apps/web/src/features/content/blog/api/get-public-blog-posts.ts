import type { Locale, publicBlogPostListSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { blogKeys } from '@/features/content/blog/api/blog-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type PublicBlogPostList = Infer<typeof publicBlogPostListSchema>;

export const getPublicBlogPosts = (locale: Locale, page: number, tag: string | null, signal?: AbortSignal) =>
  apiClient.get<PublicBlogPostList>('/public/blog-posts', { query: { locale, page, ...(tag ? { tag } : {}) }, signal });

export const publicBlogPostsQueryOptions = (locale: Locale, page: number, tag: string | null) =>
  queryOptions({
    queryKey: blogKeys.publicPosts(locale, page, tag),
    queryFn: ({ signal }) => getPublicBlogPosts(locale, page, tag, signal),
  });

export function usePublicBlogPosts(locale: Locale, page: number, tag: string | null) {
  return useQuery(publicBlogPostsQueryOptions(locale, page, tag));
}
