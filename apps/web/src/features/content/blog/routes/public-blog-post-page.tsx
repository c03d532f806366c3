import { Anchor, Badge, Group, Image, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadState } from '@/components/ui/load-state';
import { usePublicBlogPost } from '@/features/content/blog/api/get-public-blog-post';
import { BlogBody } from '@/features/content/blog/components/blog-body';
import { blogPaths } from '@/features/content/blog/paths';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

/** `/{locale}/blog/{slug}`: a published post, rendered on the server. */
export function PublicBlogPostPage() {
  const { slug } = useParams();
  const { t } = useTranslation('blog');
  const locale = useLocale();
  const post = usePublicBlogPost(slug);
  usePageTitle(post.data?.title ?? t('public.title'));
  if (!post.data) return <LoadState error={post.error} />;
  const p = post.data;
  return (
    <Stack gap="md" maw={760} mx="auto" component="article" lang={p.locale}>
      <Anchor component={Link} to={blogPaths.publicList.getHref(locale)} size="sm">
        {t('public.back')}
      </Anchor>
      <Title order={1}>{p.title}</Title>
      <Text size="sm" c="dimmed">
        <time dateTime={p.publishedAt}>{formatDate(p.publishedAt)}</time>
        {p.author ? ` · ${p.author.name}` : ''}
      </Text>
      {p.cover && <Image src={p.cover.url} alt="" radius="md" mah={420} fit="cover" />}
      {p.summary && (
        <Text size="lg" fw={500}>
          {p.summary}
        </Text>
      )}
      <BlogBody html={p.body} />
      {p.tags.length > 0 && (
        <Group gap={4}>
          {p.tags.map((tag) => (
            <Badge
              key={tag}
              component={Link}
              to={`${blogPaths.publicList.getHref(locale)}?tag=${encodeURIComponent(tag)}`}
              variant="light"
              style={{ cursor: 'pointer' }}
            >
              {tag}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
