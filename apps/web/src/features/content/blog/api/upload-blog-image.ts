import { apiClient } from '@/lib/api-client';

/** Uploads an image for the body; answers its address. */
export function uploadBlogImage(id: number, file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  return apiClient.post<{ url: string }>(`/blog-posts/${id}/images`, body).then((r) => r.url);
}
