import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatDateTime } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlogPost } from '@/features/content/blog/api/get-blog-post';
import { usePublishBlogPost } from '@/features/content/blog/api/publish-blog-post';
import { useUnpublishBlogPost } from '@/features/content/blog/api/unpublish-blog-post';
import { BlogStatusBadge } from '@/features/content/blog/components/blog-status-badge';
import { useErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

/** Publish now, schedule for a date and time, or take back to draft. */
export function BlogPublication({ post }: { post: BlogPost }) {
  const { t } = useTranslation('blog');
  const errorMessage = useErrorMessage();
  const publish = usePublishBlogPost(post.id);
  const unpublish = useUnpublishBlogPost(post.id);
  const [when, setWhen] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const act = async (action: () => Promise<unknown>, done: string) => {
    setFailure(null);
    try {
      await action();
      notify('success', done);
    } catch (error) {
      setFailure(error);
    }
  };
  const scheduleAt = when ? new Date(when) : null;
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('publication')}
          </Title>
          <BlogStatusBadge status={post.status} />
        </Group>
        {post.publishAt && (
          <Text size="sm">{t(post.status === 'scheduled' ? 'scheduledFor' : 'publishedOn', { date: formatDateTime(post.publishAt) })}</Text>
        )}
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        <Group wrap="wrap" align="flex-end">
          {post.status !== 'published' && (
            <Button loading={publish.isPending} onClick={() => void act(() => publish.mutateAsync(null), t('publishedNow'))}>
              {t('publishNow')}
            </Button>
          )}
          {post.status !== 'draft' && (
            <Button
              variant="default"
              loading={unpublish.isPending}
              onClick={() => void act(() => unpublish.mutateAsync(), t('unpublished'))}
            >
              {t('unpublish')}
            </Button>
          )}
        </Group>
        <Group wrap="wrap" align="flex-end">
          <TextInput type="datetime-local" label={t('scheduleAt')} value={when} onChange={(e) => setWhen(e.currentTarget.value)} />
          <Button
            variant="light"
            disabled={!scheduleAt || Number.isNaN(scheduleAt.getTime())}
            loading={publish.isPending}
            onClick={() => scheduleAt && void act(() => publish.mutateAsync(scheduleAt.toISOString()), t('scheduled'))}
          >
            {t('schedule')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
