import type { BlogPost } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { usePostSaved } from '@/features/content/blog/api/use-post-saved';
import { apiClient } from '@/lib/api-client';

export const setBlogCover = (id: number, file: File) => {
  const body = new FormData();
  body.append('file', file);
  return apiClient.post<{ post: BlogPost; url: string }>(`/blog-posts/${id}/cover`, body).then((r) => r.post);
};

export function useSetBlogCover(id: number) {
  const saved = usePostSaved();
  return useMutation({ mutationFn: (file: File) => setBlogCover(id, file), onSuccess: saved });
}
