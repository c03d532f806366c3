import { Anchor, Badge, Button, Grid, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconExternalLink, IconPencil } from '@tabler/icons-react';
import { formatDateTime } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { HistoryTimeline } from '@/components/ui/history-timeline';
import { LoadState } from '@/components/ui/load-state';
import { useBlogPost, type BlogPost } from '@/features/content/blog/api/get-blog-post';
import { useBlogPostHistory } from '@/features/content/blog/api/get-blog-post-history';
import { BlogBody } from '@/features/content/blog/components/blog-body';
import { BlogCover } from '@/features/content/blog/components/blog-cover';
import { BlogPublication } from '@/features/content/blog/components/blog-publication';
import { blogPaths } from '@/features/content/blog/paths';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

const FIELDS = ['title', 'slug', 'summary', 'body', 'locale', 'tags', 'publishAt'];

function PostDetail({ post }: { post: BlogPost }) {
  const { t } = useTranslation('blog');
  const locale = useLocale();
  const [tab, setTab] = useState<string | null>('post');
  const history = useBlogPostHistory(post.id, tab === 'history');
  return (
    <Stack gap="lg">
      <div>
        <Anchor component={Link} to={blogPaths.list.getHref(locale)} size="sm">
          {t('backToList')}
        </Anchor>
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={1}>{post.title}</Title>
          <Group gap="xs">
            {post.status === 'published' && (
              <Button
                component={Link}
                to={blogPaths.publicPost.getHref(post.locale, post.slug)}
                variant="subtle"
                leftSection={<IconExternalLink size={16} aria-hidden />}
              >
                {t('viewOnSite')}
              </Button>
            )}
            <Button component={Link} to={blogPaths.edit.getHref(locale, post.slug)} leftSection={<IconPencil size={16} aria-hidden />}>
              {t('edit')}
            </Button>
          </Group>
        </Group>
        <Text c="dimmed" size="sm">
          {[t(`locales.${post.locale}`), post.author?.name, t('updatedOn', { date: formatDateTime(post.updatedAt) })]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </div>
      <Tabs value={tab} onChange={setTab}>
        <Tabs.List>
          <Tabs.Tab value="post">{t('tabs.post')}</Tabs.Tab>
          <Tabs.Tab value="history">{t('tabs.history')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="post" pt="md">
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="sm">
                {post.summary && (
                  <Text fw={500} size="lg">
                    {post.summary}
                  </Text>
                )}
                {post.tags.length > 0 && (
                  <Group gap={4}>
                    {post.tags.map((tag) => (
                      <Badge key={tag} variant="outline">
                        {tag}
                      </Badge>
                    ))}
                  </Group>
                )}
                {post.body ? <BlogBody html={post.body} /> : <Text c="dimmed">{t('emptyBody')}</Text>}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="md">
                <BlogPublication post={post} />
                <BlogCover post={post} />
              </Stack>
            </Grid.Col>
          </Grid>
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          {history.data ? (
            <HistoryTimeline
              entries={history.data.data}
              label={(path) => (path.length === 1 && FIELDS.includes(path[0]!) ? t(`fields.${path[0]}`) : undefined)}
            />
          ) : (
            <LoadState error={history.error} />
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** `blog/{slug}/details`: the post as it reads, its publication, its cover and its history. */
export function BlogDetailPage() {
  const { slug } = useParams();
  const { t } = useTranslation('blog');
  const post = useBlogPost(slug);
  usePageTitle(post.data?.title ?? t('title'));
  if (!post.data) return <LoadState error={post.error} />;
  return <PostDetail post={post.data} />;
}
