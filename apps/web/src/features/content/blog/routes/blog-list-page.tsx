import { Anchor, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { BLOG_POST_STATUSES, formatDate, LOCALES } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { SearchInput } from '@/components/ui/search-input';
import { useBlogPosts, type BlogPostList } from '@/features/content/blog/api/get-blog-posts';
import { BlogStatusBadge } from '@/features/content/blog/components/blog-status-badge';
import { blogPaths } from '@/features/content/blog/paths';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

type Row = BlogPostList['data'][number];

/** `blog`: every post, last changed first, with its language, status and publication date. */
export function BlogListPage() {
  const { t } = useTranslation('blog');
  const locale = useLocale();
  const list = useListParams({ sort: 'updatedAt', order: 'desc' });
  const { params, update, apiQuery } = list;
  const posts = useBlogPosts(apiQuery);
  const table = useListScreen(posts, list);
  usePageTitle(t('title'));

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'title',
      header: t('fields.title'),
      sortKey: 'title',
      render: (p) => (
        <Anchor component={Link} to={blogPaths.details.getHref(locale, p.slug)} fw={600}>
          {p.title}
        </Anchor>
      ),
    },
    { key: 'locale', header: t('fields.locale'), render: (p) => t(`locales.${p.locale}`) },
    { key: 'status', header: t('fields.status'), render: (p) => <BlogStatusBadge status={p.status} /> },
    {
      key: 'publishAt',
      header: t('fields.publishAt'),
      sortKey: 'publishAt',
      render: (p) => (p.publishAt ? formatDate(p.publishAt) : '—'),
      hideOnPhone: true,
    },
    { key: 'author', header: t('fields.author'), render: (p) => p.author?.name ?? '—', hideOnPhone: true },
    { key: 'updatedAt', header: t('fields.updatedAt'), sortKey: 'updatedAt', render: (p) => formatDate(p.updatedAt), hideOnPhone: true },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </div>
        <Button component={Link} to={blogPaths.create.getHref(locale)} leftSection={<IconPlus size={16} aria-hidden />}>
          {t('create')}
        </Button>
      </Group>
      <Group wrap="wrap" align="flex-end">
        <SearchInput label={t('search')} value={params.q} onSearch={(q) => update({ q })} />
        <NativeSelect
          label={t('fields.status')}
          value={params.filters.status ?? ''}
          onChange={(e) => update({ status: e.currentTarget.value || null })}
          data={[{ value: '', label: t('any') }, ...BLOG_POST_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))]}
        />
        <NativeSelect
          label={t('fields.locale')}
          value={params.filters.locale ?? ''}
          onChange={(e) => update({ locale: e.currentTarget.value || null })}
          data={[{ value: '', label: t('any') }, ...LOCALES.map((l) => ({ value: l, label: t(`locales.${l}`) }))]}
        />
      </Group>
      <ListTable {...table} caption={t('title')} columns={columns} rowKey={(p) => p.id} emptyText={t('empty')} />
    </Stack>
  );
}
