import { Alert, Anchor, Badge, Card, Center, Group, Image, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconRss } from '@tabler/icons-react';
import { formatDate } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePublicBlogPosts } from '@/features/content/blog/api/get-public-blog-posts';
import { blogPaths } from '@/features/content/blog/paths';
import { useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

/** `/{locale}/blog`: the published posts of the visitor's language, newest first, rendered on the server. */
export function PublicBlogPage() {
  const { t } = useTranslation('blog');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const [search] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const tag = search.get('tag');
  const posts = usePublicBlogPosts(locale, page, tag);
  usePageTitle(t('public.title'));
  const pages = posts.data ? Math.max(1, Math.ceil(posts.data.meta.total / posts.data.meta.perPage)) : 1;
  const pageHref = (n: number) =>
    `${blogPaths.publicList.getHref(locale)}?${new URLSearchParams({ ...(tag ? { tag } : {}), page: String(n) }).toString()}`;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{t('public.title')}</Title>
          <Text c="dimmed">{t('public.intro')}</Text>
        </div>
        <Anchor href={`/${locale}/blog/rss.xml`} size="sm">
          <Group gap={4} component="span">
            <IconRss size={16} aria-hidden />
            {t('public.rss')}
          </Group>
        </Anchor>
      </Group>
      {tag && (
        <Group gap="xs">
          <Text size="sm">{t('public.taggedWith', { tag })}</Text>
          <Anchor component={Link} to={blogPaths.publicList.getHref(locale)} size="sm">
            {t('public.allPosts')}
          </Anchor>
        </Group>
      )}
      {posts.isError && <Alert color="red">{errorMessage(posts.error)}</Alert>}
      {posts.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('common:loading')} />
        </Center>
      ) : posts.data?.data.length === 0 ? (
        <Alert color="gray">{t('public.empty')}</Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {posts.data?.data.map((post) => (
            <Card key={post.id} withBorder padding="md" component="article">
              {post.cover && (
                <Card.Section>
                  <Image src={post.cover.url} alt="" h={180} fit="cover" />
                </Card.Section>
              )}
              <Stack gap={6} mt={post.cover ? 'sm' : 0}>
                <Text size="xs" c="dimmed">
                  <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
                </Text>
                <Title order={2} size="h4">
                  <Anchor component={Link} to={blogPaths.publicPost.getHref(locale, post.slug)} inherit>
                    {post.title}
                  </Anchor>
                </Title>
                {post.summary && <Text size="sm">{post.summary}</Text>}
                {post.tags.length > 0 && (
                  <Group gap={4}>
                    {post.tags.map((t2) => (
                      <Badge key={t2} variant="light" size="sm">
                        {t2}
                      </Badge>
                    ))}
                  </Group>
                )}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {pages > 1 && (
        <Group justify="center" gap="md" component="nav" aria-label={t('public.pages')}>
          {page > 1 && (
            <Anchor component={Link} to={pageHref(page - 1)}>
              {t('public.newer')}
            </Anchor>
          )}
          <Text size="sm">{t('public.pageOf', { page, pages })}</Text>
          {page < pages && (
            <Anchor component={Link} to={pageHref(page + 1)}>
              {t('public.older')}
            </Anchor>
          )}
        </Group>
      )}
    </Stack>
  );
}
