import { Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DashboardCard } from '@/components/ui/dashboard-card';
import { paths } from '@/config/paths';
import { useRequests } from '@/features/requests/requests/api/get-requests';
import { useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';

const NEWEST = { status: 'new', page: 1, perPage: 5, sort: 'createdAt', order: 'desc' };

/** For the dashboard: the five newest requests nobody has picked up yet, and the way to all of them. */
export function NewRequestsCard() {
  const { t } = useTranslation('requests');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const requests = useRequests(NEWEST);
  const rows = requests.data?.data ?? [];

  return (
    <DashboardCard title={t('card.title', { count: requests.data?.meta.total ?? 0 })}>
      <Stack gap="sm">
        {requests.isPending ? (
          <Skeleton height={60} />
        ) : requests.isError ? (
          <Text c="red">{errorMessage(requests.error)}</Text>
        ) : rows.length === 0 ? (
          <Text c="dimmed">{t('card.empty')}</Text>
        ) : (
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {rows.map((r) => (
              <li key={r.id}>
                <Group gap="xs" wrap="wrap" justify="space-between">
                  <div>
                    <Anchor component={Link} to={paths.requests.detail.getHref(locale, r.id)} fw={600}>
                      {`${r.firstname} ${r.lastname}`}
                    </Anchor>
                    <Text size="sm">{t(`types.${r.type}`)}</Text>
                  </div>
                  <Text size="sm" c="dimmed">
                    {t('card.received', { at: formatDateTime(r.createdAt) })}
                  </Text>
                </Group>
              </li>
            ))}
          </Stack>
        )}
        <Anchor component={Link} to={paths.requests.getHref(locale, { status: 'new' })} size="sm">
          {t('card.seeAll')}
        </Anchor>
      </Stack>
    </DashboardCard>
  );
}
