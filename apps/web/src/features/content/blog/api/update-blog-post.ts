import type { BlogPost } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { usePostSaved } from '@/features/content/blog/api/use-post-saved';
import type { BlogPostBody } from '@/features/content/blog/api/create-blog-post';
import { apiClient } from '@/lib/api-client';

export const updateBlogPost = (id: number, input: BlogPostBody) => apiClient.put<BlogPost>(`/blog-posts/${id}`, input);

export function useUpdateBlogPost(id: number) {
  const saved = usePostSaved();
  return useMutation({ mutationFn: (input: BlogPostBody) => updateBlogPost(id, input), onSuccess: saved });
}
