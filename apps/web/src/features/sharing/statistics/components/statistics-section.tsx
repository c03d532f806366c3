import { Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { API_BASE } from '@/lib/api-client';

/** One table of the usage statistics: a heading, its CSV and XLSX, a chart and the table beside it. */
export function StatisticsSection({
  title,
  download,
  chart,
  table,
}: {
  title: string;
  download: { path: string; query: Record<string, string | number> };
  chart?: ReactNode;
  table: ReactNode;
}) {
  const { t, i18n } = useTranslation('sharingStats');
  const href = (format: 'csv' | 'xlsx') =>
    `${API_BASE}${download.path}?${new URLSearchParams({ ...Object.fromEntries(Object.entries(download.query).map(([k, v]) => [k, String(v)])), format, lang: i18n.language })}`;
  return (
    <Stack component="section" gap="sm" aria-label={title}>
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3">
          {title}
        </Title>
        <Group gap="xs">
          {(['csv', 'xlsx'] as const).map((format) => (
            <Button
              key={format}
              component="a"
              href={href(format)}
              download
              variant="default"
              size="xs"
              aria-label={t(`download.${format}`, { table: title })}
              leftSection={<IconDownload size={14} aria-hidden />}
            >
              {format.toUpperCase()}
            </Button>
          ))}
        </Group>
      </Group>
      {chart ? (
        // Side by side on a wide screen, the chart above its table otherwise.
        <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="xl">
          <div>{chart}</div>
          <div>{table}</div>
        </SimpleGrid>
      ) : (
        table
      )}
    </Stack>
  );
}
