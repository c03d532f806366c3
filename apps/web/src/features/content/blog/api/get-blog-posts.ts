import type { blogPostListSchema } from '@veloport/domain';
import { queryOptions, useQuery, keepPreviousData } from '@tanstack/react-query';
import { blogKeys } from '@/features/content/blog/api/blog-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type BlogPostList = Infer<typeof blogPostListSchema>;

export const getBlogPosts = (query: Record<string, string | number>) => apiClient.get<BlogPostList>('/blog-posts', { query });

export const blogPostsQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({ queryKey: blogKeys.list(query), queryFn: () => getBlogPosts(query), placeholderData: keepPreviousData });

export function useBlogPosts(query: Record<string, string | number>) {
  return useQuery(blogPostsQueryOptions(query));
}
