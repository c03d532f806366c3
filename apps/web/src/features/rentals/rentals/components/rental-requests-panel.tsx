import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRentalRequests } from '@/features/rentals/rentals/api/get-rental-requests';
import { rentalPaths } from '@/features/rentals/rentals/paths';
import { useLocale } from '@/lib/locale';

/** The website's rental requests not yet turned into a rental, each with a button that opens the prefilled form. */
export function RentalRequestsPanel() {
  const { t } = useTranslation('rentals');
  const locale = useLocale();
  const requests = useRentalRequests();
  const open = requests.data?.data ?? [];
  if (open.length === 0) return null;
  return (
    <Card withBorder component="section" aria-labelledby="rental-requests-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="rental-requests-title">
            {t('requests.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('requests.intro')}
          </Text>
        </div>
        {open.map((r) => (
          <Group key={r.id} justify="space-between" wrap="wrap" gap="xs">
            <div>
              <Text fw={600}>{`${r.firstname} ${r.lastname}`}</Text>
              <Text size="sm" c="dimmed">
                {t('requests.summary', {
                  bikes: r.bikes ?? '?',
                  size: r.size ?? '—',
                  from: formatDate(r.startDate),
                  to: formatDate(r.endDate),
                })}
              </Text>
            </div>
            <Button
              component={Link}
              to={rentalPaths.create.getHref(locale, { request: r.id })}
              variant="light"
              size="xs"
              aria-label={`${t('requests.turnInto')} — ${r.firstname} ${r.lastname}`}
            >
              {t('requests.turnInto')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
