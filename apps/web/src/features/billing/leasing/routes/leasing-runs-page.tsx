import { Alert, Anchor, Badge, Button, Card, Group, Progress, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { addMonthKeys, formatDate, formatPrice, PERIOD_PATTERN, monthKeyOf, brusselsToday } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { useLeasingRuns } from '@/features/billing/leasing/api/get-leasing-runs';
import { usePreviewRun } from '@/features/billing/leasing/api/preview-run';
import { useStartRun, type LeasingRun } from '@/features/billing/leasing/api/start-run';
import { leasingPaths } from '@/features/billing/leasing/paths';
import { useErrorMessage } from '@/lib/errors';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

const RUN_COLORS: Record<LeasingRun['status'], string> = { queued: 'gray', running: 'blue', done: 'green', failed: 'red' };

/**
 * `bills/leasing-runs`: preview the bills of a month, start the run (it works in the background and shows its
 * progress), and the runs made so far — by hand or on the 1st of the month.
 */
export function LeasingRunsPage() {
  const { t } = useTranslation('leasing');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const [period, setPeriod] = useState(addMonthKeys(monthKeyOf(brusselsToday()), 1));
  const [periodError, setPeriodError] = useState<string | null>(null);
  const preview = usePreviewRun();
  const start = useStartRun();
  const list = useListParams({ sort: 'createdAt', order: 'desc' });
  const { apiQuery } = list;
  const runs = useLeasingRuns(apiQuery);
  const table = useListScreen(runs, list);
  const title = t('titles.runs');
  usePageTitle(title);

  const valid = () => {
    const ok = PERIOD_PATTERN.test(period.trim());
    setPeriodError(ok ? null : t('periodInvalid'));
    return ok;
  };
  const showPreview = async () => {
    if (!valid()) return;
    try {
      await preview.mutateAsync(period.trim());
    } catch (error) {
      notify('error', errorMessage(error));
    }
  };
  const run = async () => {
    if (!valid()) return;
    try {
      await start.mutateAsync(period.trim());
      notify('success', t('runs.started'));
    } catch (error) {
      notify('error', errorMessage(error));
    }
  };

  const columns: DataTableColumn<LeasingRun>[] = [
    { key: 'createdAt', header: t('fields.createdAt'), sortKey: 'createdAt', render: (r) => formatDate(r.createdAt.slice(0, 10)) },
    { key: 'period', header: t('fields.period'), sortKey: 'period', render: (r) => r.period },
    {
      key: 'status',
      header: t('fields.status'),
      render: (r) => (
        <Stack gap={4}>
          <Badge color={RUN_COLORS[r.status]} variant="light">
            {t(`runs.statuses.${r.status}`)}
          </Badge>
          {(r.status === 'running' || r.status === 'queued') && (
            <Progress value={r.total ? (100 * r.done) / r.total : 0} aria-label={t('runs.progress', { done: r.done, total: r.total })} />
          )}
        </Stack>
      ),
    },
    { key: 'progress', header: t('fields.progress'), render: (r) => t('runs.progress', { done: r.done, total: r.total }) },
    { key: 'billed', header: t('fields.billed'), render: (r) => `${r.billed} · ${formatPrice(r.billedCents)}`, hideOnPhone: true },
    { key: 'skipped', header: t('fields.skipped'), render: (r) => r.skipped, hideOnPhone: true },
    {
      key: 'by',
      header: t('fields.startedBy'),
      render: (r) => (r.scheduled ? t('runs.scheduled') : (r.startedBy?.name ?? '')),
      hideOnPhone: true,
    },
  ];

  return (
    <Stack gap="lg">
      <div>
        <Anchor component={Link} to={leasingPaths.endList.getHref(locale)} size="sm">
          {t('titles.endList')}
        </Anchor>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{t('intros.runs')}</Text>
      </div>
      <Card withBorder>
        <Stack gap="md">
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label={t('fields.period')}
              description={t('periodHint')}
              value={period}
              onChange={(e) => setPeriod(e.currentTarget.value)}
              error={periodError}
              w={200}
            />
            <Button variant="default" onClick={() => void showPreview()} loading={preview.isPending}>
              {t('runs.preview')}
            </Button>
            <Button onClick={() => void run()} loading={start.isPending}>
              {t('runs.run')}
            </Button>
          </Group>
          {preview.data && (
            <Stack gap="xs">
              <Title order={2} size="h4">
                {t('runs.previewTitle', {
                  period: preview.data.period,
                  count: preview.data.lines.length,
                  total: formatPrice(preview.data.totalCents),
                })}
              </Title>
              {preview.data.alreadyBilled > 0 && (
                <Alert color="blue">{t('runs.alreadyBilled', { count: preview.data.alreadyBilled })}</Alert>
              )}
              {(preview.data.prepaid ?? []).length > 0 && (
                <Stack gap={4} component="section" aria-labelledby="prepaid-title">
                  <Text fw={600} id="prepaid-title">
                    {t('prepaid.runTitle', { n: preview.data.prepaid.length })}
                  </Text>
                  <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                    {(preview.data.prepaid ?? []).map((p) => (
                      <Group key={p.contractId} component="li" gap="xs" wrap="wrap">
                        <Text size="sm">
                          {t('prepaid.runLine', { customer: p.customer, bike: p.bike, total: formatPrice(p.amountCents) })}
                        </Text>
                        <Anchor component={Link} to={leasingPaths.bill.getHref(locale, p.billId, true)} size="sm">
                          {t('prepaid.openBill')}
                        </Anchor>
                      </Group>
                    ))}
                  </Stack>
                </Stack>
              )}
              {preview.data.lines.length === 0 ? (
                <Text c="dimmed">{t('runs.previewEmpty')}</Text>
              ) : (
                <Table.ScrollContainer minWidth={320} mah={360}>
                  <Table striped>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('fields.customer')}</Table.Th>
                        <Table.Th>{t('fields.description')}</Table.Th>
                        <Table.Th ta="right">{t('fields.amount')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {preview.data.lines.map((l) => (
                        <Table.Tr key={`${l.contractId}-${l.kind}`}>
                          <Table.Td>{l.customer}</Table.Td>
                          <Table.Td>{l.description}</Table.Td>
                          <Table.Td ta="right">{formatPrice(l.amountCents)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
            </Stack>
          )}
        </Stack>
      </Card>
      <Title order={2} size="h3">
        {t('runs.history')}
      </Title>
      <ListTable {...table} caption={t('runs.history')} columns={columns} rowKey={(r) => r.id} />
    </Stack>
  );
}
