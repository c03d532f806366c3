import type { BlogPost, BlogPostInput, blogPostListSchema, historyListSchema } from '@veloport/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type { BlogPost };
export type BlogPostList = Infer<typeof blogPostListSchema>;
export type HistoryList = Infer<typeof historyListSchema>;
/** What the post form sends (the API fills the defaults). */
export type BlogPostBody = Omit<BlogPostInput, 'tags' | 'body'> & { tags?: string[]; body?: string };

export function useBlogPosts(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['blog-posts', 'list', query],
    queryFn: () => apiClient.get<BlogPostList>('/blog-posts', { query }),
    placeholderData: keepPreviousData,
  });
}

/** A post by its slug (or id). */
export function useBlogPost(key: string | undefined) {
  return useQuery({
    queryKey: ['blog-posts', 'one', key],
    queryFn: () => apiClient.get<BlogPost>(`/blog-posts/${encodeURIComponent(key!)}`),
    enabled: Boolean(key),
  });
}

export function useBlogPostHistory(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['blog-posts', id, 'history'],
    queryFn: () => apiClient.get<HistoryList>(`/blog-posts/${id}/history`, { query: { perPage: 100 } }),
    enabled,
  });
}

/** Keeps a post just answered by the API under its slug, and refreshes the lists and its history. */
function usePostSaved() {
  const queryClient = useQueryClient();
  return (post: BlogPost) => {
    queryClient.setQueryData(['blog-posts', 'one', post.slug], post);
    void queryClient.invalidateQueries({ queryKey: ['blog-posts', 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['blog-posts', post.id, 'history'] });
  };
}

export function useCreateBlogPost() {
  const saved = usePostSaved();
  return useMutation({ mutationFn: (input: BlogPostBody) => apiClient.post<BlogPost>('/blog-posts', input), onSuccess: saved });
}

export function useUpdateBlogPost(id: number) {
  const saved = usePostSaved();
  return useMutation({ mutationFn: (input: BlogPostBody) => apiClient.put<BlogPost>(`/blog-posts/${id}`, input), onSuccess: saved });
}

/** Publishes now (`publishAt` null) or schedules. */
export function usePublishBlogPost(id: number) {
  const saved = usePostSaved();
  return useMutation({
    mutationFn: (publishAt: string | null) => apiClient.post<BlogPost>(`/blog-posts/${id}/publish`, { publishAt }),
    onSuccess: saved,
  });
}

export function useUnpublishBlogPost(id: number) {
  const saved = usePostSaved();
  return useMutation({ mutationFn: () => apiClient.post<BlogPost>(`/blog-posts/${id}/unpublish`), onSuccess: saved });
}

export function useSetBlogCover(id: number) {
  const saved = usePostSaved();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return apiClient.post<{ post: BlogPost; url: string }>(`/blog-posts/${id}/cover`, body).then((r) => r.post);
    },
    onSuccess: saved,
  });
}

export function useRemoveBlogCover(id: number) {
  const saved = usePostSaved();
  return useMutation({ mutationFn: () => apiClient.delete<BlogPost>(`/blog-posts/${id}/cover`), onSuccess: saved });
}

/** Uploads an image for the body; answers its address. */
export function uploadBlogImage(id: number, file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  return apiClient.post<{ url: string }>(`/blog-posts/${id}/images`, body).then((r) => r.url);
}
