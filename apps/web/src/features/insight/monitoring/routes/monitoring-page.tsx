import { Alert, Anchor, Badge, Card, Loader, ScrollArea, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime, formatDecimal, type MonitoringSeverity } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMonitoring } from '@/features/insight/monitoring/api/get-monitoring';
import { useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

/** Filled, dark enough for white text (axe contrast); the warning is dark text on yellow. */
const BADGE: Record<MonitoringSeverity, { color: string; c: string }> = {
  critical: { color: 'red.9', c: 'white' },
  warning: { color: 'yellow.4', c: 'black' },
  info: { color: 'gray.7', c: 'white' },
};

const megabytes = (bytes: number) => formatDecimal(bytes / (1024 * 1024), 1);

/** `monitoring` (admin): what needs someone now, each with its count and its list, and the system's health. */
export function MonitoringPage() {
  const { t } = useTranslation('insight');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const monitoring = useMonitoring();
  usePageTitle(t('monitoring.title'));
  const data = monitoring.data;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('monitoring.title')}</Title>
        <Text c="dimmed">{t('monitoring.intro')}</Text>
      </div>
      {monitoring.isError && <Alert color="red">{errorMessage(monitoring.error)}</Alert>}
      {monitoring.isPending && <Loader aria-label={t('loading')} />}
      {data && (
        <>
          <Text size="sm" c="dimmed">
            {t('monitoring.checkedAt', { at: formatDateTime(data.checkedAt) })}
          </Text>
          <ScrollArea type="auto">
            <Table striped miw={340}>
              <caption>{t('monitoring.itemsTitle')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('monitoring.what')}</th>
                  <th scope="col">{t('monitoring.count')}</th>
                  <th scope="col">{t('monitoring.severity')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((item) => (
                  <tr key={item.kind}>
                    <th scope="row">
                      {/* The row's name is its list's link: three columns fit a phone. */}
                      <Anchor component={Link} to={`/${locale}${item.href}`} fw={600}>
                        {t(`monitoring.kinds.${item.kind}`)}
                      </Anchor>
                    </th>
                    <td>{item.count}</td>
                    <td>
                      <Badge variant="filled" style={{ overflow: 'visible' }} color={BADGE[item.severity].color} c={BADGE[item.severity].c}>
                        {t(`monitoring.severities.${item.severity}`)}
                      </Badge>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </ScrollArea>
          <Title order={2}>{t('monitoring.system')}</Title>
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            {(
              [
                ['databaseMb', megabytes(data.system.databaseBytes)],
                ['jobsQueued', data.system.jobsQueued],
                ['jobsFailed', data.system.jobsFailed],
                ['errorsLastHour', `${data.system.errorsLastHour} / ${data.system.requestsLastHour}`],
                ['p95LatencyMs', data.system.p95LatencyMs ?? '—'],
              ] as const
            ).map(([key, value]) => (
              <Card key={key} withBorder padding="sm">
                <Text size="sm" c="dimmed">
                  {t(`monitoring.figures.${key}`)}
                </Text>
                <Text fz={24} fw={700}>
                  {value}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {t('monitoring.systemNote')}
          </Text>
        </>
      )}
    </Stack>
  );
}
