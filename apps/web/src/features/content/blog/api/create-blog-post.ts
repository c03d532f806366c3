import type { BlogPost, BlogPostInput } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { usePostSaved } from '@/features/content/blog/api/use-post-saved';
import { apiClient } from '@/lib/api-client';

/** What the post form sends (the API fills the defaults). */
export type BlogPostBody = Omit<BlogPostInput, 'tags' | 'body'> & { tags?: string[]; body?: string };

export const createBlogPost = (input: BlogPostBody) => apiClient.post<BlogPost>('/blog-posts', input);

export function useCreateBlogPost() {
  const saved = usePostSaved();
  return useMutation({ mutationFn: createBlogPost, onSuccess: saved });
}
