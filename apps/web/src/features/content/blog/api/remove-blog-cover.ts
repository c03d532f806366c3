import type { BlogPost } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { usePostSaved } from '@/features/content/blog/api/use-post-saved';
import { apiClient } from '@/lib/api-client';

export const removeBlogCover = (id: number) => apiClient.delete<BlogPost>(`/blog-posts/${id}/cover`);

export function useRemoveBlogCover(id: number) {
  const saved = usePostSaved();
  return useMutation({ mutationFn: () => removeBlogCover(id), onSuccess: saved });
}
