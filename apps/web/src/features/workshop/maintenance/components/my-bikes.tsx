import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useMyBikes } from '@/features/workshop/maintenance/api/get-my-bikes';
import { MaintenanceBadges } from '@/features/workshop/maintenance/components/maintenance-badges';
import { useLocale } from '@/lib/locale';

/** The customer's bikes (in their contract, or their own) and the latest request of each. */
export function MyBikes() {
  const { t } = useTranslation('maintenance');
  const locale = useLocale();
  const bikes = useMyBikes();
  if (!bikes.data || bikes.data.data.length === 0) return null;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('myBikes.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {bikes.data.data.map((b) => {
          const last = b.maintenance[0];
          return (
            <Card key={`${b.kind}-${b.id}`} withBorder padding="md">
              <Stack gap={6}>
                <Text fw={600}>{b.label}</Text>
                {b.frameNumber && (
                  <Text size="sm" c="dimmed">
                    {t('common:labelled', { label: t('fields.frameNumber') })} {b.frameNumber}
                  </Text>
                )}
                {last ? (
                  <>
                    <Anchor component={Link} to={paths.maintenance.mineDetail.getHref(locale, last.id)} size="sm">
                      {t('myBikes.lastRequest', { id: last.id, date: formatDate(last.createdAt) })}
                    </Anchor>
                    <MaintenanceBadges filter={last.filter} priority={false} />
                  </>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('myBikes.noRequest')}
                  </Text>
                )}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
