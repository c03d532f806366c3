import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale, publicBlogPostListSchema } from '@veloport/domain';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';
import { homeKeys } from './home-keys';

type PostList = Infer<typeof publicBlogPostListSchema>;

/** The three latest posts of the public blog in the page's language, for the home page. */
export const getLatestBlogPosts = (locale: Locale, signal?: AbortSignal) =>
  apiClient.get<PostList>('/public/blog-posts', { query: { locale, page: 1, perPage: 3 }, signal });

export const latestBlogPostsQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: homeKeys.latestPosts(locale), queryFn: ({ signal }) => getLatestBlogPosts(locale, signal) });

export function useLatestBlogPosts(locale: Locale) {
  return useQuery(latestBlogPostsQueryOptions(locale));
}
