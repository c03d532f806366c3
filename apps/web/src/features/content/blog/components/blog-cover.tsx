import { Alert, Button, Card, FileButton, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlogPost } from '@/features/content/blog/api/get-blog-post';
import { useRemoveBlogCover } from '@/features/content/blog/api/remove-blog-cover';
import { useSetBlogCover } from '@/features/content/blog/api/set-blog-cover';
import { useErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

/** The cover photo: shown on the blog's list and at the top of the post. */
export function BlogCover({ post }: { post: BlogPost }) {
  const { t } = useTranslation('blog');
  const errorMessage = useErrorMessage();
  const setCover = useSetBlogCover(post.id);
  const removeCover = useRemoveBlogCover(post.id);
  const [failure, setFailure] = useState<unknown>(null);
  const upload = async (file: File | null) => {
    if (!file) return;
    setFailure(null);
    try {
      await setCover.mutateAsync(file);
      notify('success', t('coverSaved'));
    } catch (error) {
      setFailure(error);
    }
  };
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('fields.cover')}
        </Title>
        {post.cover ? (
          <Image src={post.cover.url} alt={t('coverAlt', { title: post.title })} radius="sm" mah={240} fit="cover" />
        ) : (
          <Text c="dimmed">{t('noCover')}</Text>
        )}
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        <Group wrap="wrap">
          <FileButton onChange={(file) => void upload(file)} accept="image/png,image/jpeg">
            {(props) => (
              <Button {...props} variant="light" loading={setCover.isPending}>
                {post.cover ? t('changeCover') : t('addCover')}
              </Button>
            )}
          </FileButton>
          {post.cover && (
            <Button
              variant="subtle"
              color="red"
              loading={removeCover.isPending}
              onClick={() => void removeCover.mutateAsync().catch(setFailure)}
            >
              {t('removeCover')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
