import { Badge } from '@mantine/core';
import type { BlogPostStatus } from '@veloport/domain';
import { useTranslation } from 'react-i18next';

const COLORS: Record<BlogPostStatus, string> = { draft: 'gray', scheduled: 'blue', published: 'green' };

export function BlogStatusBadge({ status }: { status: BlogPostStatus }) {
  const { t } = useTranslation('blog');
  return (
    <Badge variant="light" color={COLORS[status]}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}
