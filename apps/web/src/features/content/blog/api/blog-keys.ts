import type { Locale } from '@veloport/domain';
import { queryRoots } from '@/lib/query-roots';

/** The blog's query keys (decision 072): the admin's posts, and the public pages' under the public root. */
export const blogKeys = {
  lists: () => [...queryRoots.blogPosts, 'list'] as const,
  list: (query: Record<string, string | number>) => [...queryRoots.blogPosts, 'list', query] as const,
  post: (key: string | undefined) => [...queryRoots.blogPosts, 'one', key] as const,
  history: (id: number) => [...queryRoots.blogPosts, id, 'history'] as const,
  publicPosts: (locale: Locale, page: number, tag: string | null) => [...queryRoots.public, 'blog-posts', locale, page, tag] as const,
  publicPost: (slug: string | undefined) => [...queryRoots.public, 'blog-post', slug] as const,
};
