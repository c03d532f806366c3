import type { BlogPost } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { usePostSaved } from '@/features/content/blog/api/use-post-saved';
import { apiClient } from '@/lib/api-client';

/** Publishes now (`publishAt` null) or schedules. */
export const publishBlogPost = (id: number, publishAt: string | null) =>
  apiClient.post<BlogPost>(`/blog-posts/${id}/publish`, { publishAt });

export function usePublishBlogPost(id: number) {
  const saved = usePostSaved();
  return useMutation({ mutationFn: (publishAt: string | null) => publishBlogPost(id, publishAt), onSuccess: saved });
}
