import type { BlogPost } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { usePostSaved } from '@/features/content/blog/api/use-post-saved';
import { apiClient } from '@/lib/api-client';

export const unpublishBlogPost = (id: number) => apiClient.post<BlogPost>(`/blog-posts/${id}/unpublish`);

export function useUnpublishBlogPost(id: number) {
  const saved = usePostSaved();
  return useMutation({ mutationFn: () => unpublishBlogPost(id), onSuccess: saved });
}
