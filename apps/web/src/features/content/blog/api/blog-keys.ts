import type { Locale } from '@veloport/domain';
import { blogPostsRoot, publicRoot } from '@/lib/query-roots';

/** The blog's query keys (decision 072): the admin's posts, and the public pages' under the public root. */
export const blogKeys = {
  lists: () => [...blogPostsRoot, 'list'] as const,
  list: (query: Record<string, string | number>) => [...blogPostsRoot, 'list', query] as const,
  post: (key: string | undefined) => [...blogPostsRoot, 'one', key] as const,
  history: (id: number) => [...blogPostsRoot, id, 'history'] as const,
  publicPosts: (locale: Locale, page: number, tag: string | null) => [...publicRoot, 'blog-posts', locale, page, tag] as const,
  publicPost: (slug: string | undefined) => [...publicRoot, 'blog-post', slug] as const,
};
