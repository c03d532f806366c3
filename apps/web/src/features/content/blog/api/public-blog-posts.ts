import { useQuery } from '@tanstack/react-query';
import type { Locale, publicBlogPostListSchema, publicBlogPostResponseSchema } from '@veloport/domain';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type PublicBlogPostList = Infer<typeof publicBlogPostListSchema>;

export function usePublicBlogPosts(locale: Locale, page: number, tag: string | null) {
  return useQuery({
    queryKey: ['public', 'blog-posts', locale, page, tag],
    queryFn: ({ signal }) =>
      apiClient.get<PublicBlogPostList>('/public/blog-posts', { query: { locale, page, ...(tag ? { tag } : {}) }, signal }),
  });
}

export function usePublicBlogPost(slug: string | undefined) {
  return useQuery({
    queryKey: ['public', 'blog-post', slug],
    queryFn: ({ signal }) =>
      apiClient.get<Infer<typeof publicBlogPostResponseSchema>>(`/public/blog-posts/${encodeURIComponent(slug!)}`, { signal }),
    enabled: Boolean(slug),
    select: (response) => response.post,
  });
}
