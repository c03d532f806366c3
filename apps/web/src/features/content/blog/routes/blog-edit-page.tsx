import { Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadState } from '@/components/ui/load-state';
import { useBlogPost, type BlogPost } from '@/features/content/blog/api/get-blog-post';
import { useUpdateBlogPost } from '@/features/content/blog/api/update-blog-post';
import { uploadBlogImage } from '@/features/content/blog/api/upload-blog-image';
import { BlogPostForm } from '@/features/content/blog/components/blog-post-form';
import { blogPaths } from '@/features/content/blog/paths';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

function EditForm({ post }: { post: BlogPost }) {
  const { t } = useTranslation('blog');
  const locale = useLocale();
  const navigate = useNavigate();
  const update = useUpdateBlogPost(post.id);
  return (
    <BlogPostForm
      post={post}
      locale={locale}
      submitLabel={t('save')}
      pending={update.isPending}
      uploadImage={(file) => uploadBlogImage(post.id, file)}
      onSubmit={async (body) => {
        const saved = await update.mutateAsync(body);
        notify('success', t('saved'));
        navigate(blogPaths.details.getHref(locale, saved.slug));
      }}
    />
  );
}

/** `blog/{slug}/edit`: the text of a post, whatever its status. */
export function BlogEditPage() {
  const { slug } = useParams();
  const { t } = useTranslation('blog');
  const locale = useLocale();
  const post = useBlogPost(slug);
  usePageTitle(t('edit'));
  if (!post.data) return <LoadState error={post.error} />;
  return (
    <Stack gap="lg" maw={860}>
      <div>
        <Anchor component={Link} to={blogPaths.details.getHref(locale, post.data.slug)} size="sm">
          {t('backToPost')}
        </Anchor>
        <Title order={1}>{t('edit')}</Title>
      </div>
      <EditForm post={post.data} />
    </Stack>
  );
}
