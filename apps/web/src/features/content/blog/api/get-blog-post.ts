import type { BlogPost } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { blogKeys } from '@/features/content/blog/api/blog-keys';
import { apiClient } from '@/lib/api-client';

export type { BlogPost };

export const getBlogPost = (key: string) => apiClient.get<BlogPost>(`/blog-posts/${encodeURIComponent(key)}`);

/** A post by its slug (or id). */
export const blogPostQueryOptions = (key: string | undefined) =>
  queryOptions({ queryKey: blogKeys.post(key), queryFn: () => getBlogPost(key!), enabled: Boolean(key) });

export function useBlogPost(key: string | undefined) {
  return useQuery(blogPostQueryOptions(key));
}
