import type { BlogPost } from '@veloport/domain';
import { useQueryClient } from '@tanstack/react-query';
import { blogKeys } from '@/features/content/blog/api/blog-keys';

/** Keeps a post just answered by the API under its slug, and refreshes the lists and its history. */
export function usePostSaved() {
  const queryClient = useQueryClient();
  return (post: BlogPost) => {
    queryClient.setQueryData(blogKeys.post(post.slug), post);
    void queryClient.invalidateQueries({ queryKey: blogKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: blogKeys.history(post.id) });
  };
}
