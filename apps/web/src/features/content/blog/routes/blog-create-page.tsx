import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCreateBlogPost } from '@/features/content/blog/api/create-blog-post';
import { BlogPostForm } from '@/features/content/blog/components/blog-post-form';
import { blogPaths } from '@/features/content/blog/paths';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

/** `blog/create`: a new post starts as a draft; the cover, images and publication come on its page. */
export function BlogCreatePage() {
  const { t } = useTranslation('blog');
  const locale = useLocale();
  const navigate = useNavigate();
  const create = useCreateBlogPost();
  usePageTitle(t('create'));
  return (
    <Stack gap="lg" maw={860}>
      <div>
        <Anchor component={Link} to={blogPaths.list.getHref(locale)} size="sm">
          {t('backToList')}
        </Anchor>
        <Title order={1}>{t('create')}</Title>
        <Text c="dimmed">{t('createIntro')}</Text>
      </div>
      <BlogPostForm
        locale={locale}
        submitLabel={t('createSubmit')}
        pending={create.isPending}
        onSubmit={async (body) => {
          const post = await create.mutateAsync(body);
          notify('success', t('created'));
          navigate(blogPaths.details.getHref(locale, post.slug));
        }}
      />
    </Stack>
  );
}
