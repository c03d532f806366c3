import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDate, formatPrice } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/ui/data-table';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { ListTable } from '@/components/ui/list-table';
import { ENTRIES_PER_PAGE, entriesPath, useEntries, type JournalEntry } from '@/features/accounting/books/daybooks/api/get-entries';
import type { Daybook } from '@/features/accounting/books/daybooks/api/get-daybooks';
import { SyncBadge } from '@/features/accounting/books/daybooks/components/sync-badge';
import { PeriodPicker } from '@/features/accounting/books/shared/period-picker';
import { usePeriod } from '@/features/accounting/books/shared/period';

/** One row per line, as an accountant reads a journal (and as its CSV reads); the entry's number on its first line. */
type Row = { entry: JournalEntry; line: JournalEntry['lines'][number]; first: boolean; key: string };

const rowsOf = (entries: JournalEntry[]): Row[] =>
  entries.flatMap((entry) => entry.lines.map((line, i) => ({ entry, line, first: i === 0, key: `${entry.id}-${i}` })));

/**
 * A daybook's entries for the period picked (this month by default), a hundred entries a page (decision 110), the
 * period's count and totals, the period's CSV/XLSX (every entry).
 */
export function DaybookEntries({ daybook }: { daybook: Daybook }) {
  const { t } = useTranslation('books');
  const [period, setPeriod] = usePeriod();
  // The page belongs to the period it was turned in: another period starts on its first page.
  const [paging, setPaging] = useState({ of: '', page: 1 });
  const periodKey = `${period.from}/${period.to}`;
  const page = paging.of === periodKey ? paging.page : 1;
  const entries = useEntries(daybook.id, period, page);
  const list = entries.data?.data;
  const rows = list ? rowsOf(list) : undefined;
  const debit = entries.data?.totals?.debitCents ?? 0;
  const credit = entries.data?.totals?.creditCents ?? 0;
  const count = entries.data?.meta?.total;
  const money = (cents: number) => (cents === 0 ? '' : formatPrice(cents));

  const columns: DataTableColumn<Row>[] = [
    { key: 'number', header: t('entries.number'), render: (r) => `${r.entry.year}/${r.entry.number}` },
    { key: 'date', header: t('entries.date'), render: (r) => formatDate(r.entry.date) },
    { key: 'reference', header: t('entries.reference'), render: (r) => r.entry.reference },
    { key: 'account', header: t('entries.account'), render: (r) => r.line.account },
    { key: 'debit', header: t('entries.debit'), align: 'right', render: (r) => money(r.line.debitCents) },
    { key: 'credit', header: t('entries.credit'), align: 'right', render: (r) => money(r.line.creditCents) },
    { key: 'vatCode', header: t('entries.vatCode'), render: (r) => r.line.vatCode ?? '', hideOnPhone: true },
    { key: 'description', header: t('entries.description'), render: (r) => r.line.description, hideOnPhone: true },
    // Where the entry stands with Horus (decision 107), on its first line; nothing for an entry never queued.
    {
      key: 'sync',
      header: t('sync.title'),
      render: (r) => (r.first && r.entry.sync ? <SyncBadge status={r.entry.sync.status} error={r.entry.sync.error} /> : ''),
      hideOnPhone: true,
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <PeriodPicker period={period} onChange={setPeriod} />
        <DownloadButtons path={entriesPath(daybook.id)} query={period} />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} aria-live="polite">
        <div>
          <Text size="xs" c="dimmed">
            {t('entries.count')}
          </Text>
          <Text fw={700}>{count ?? '…'}</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            {t('entries.totalDebit')}
          </Text>
          <Text fw={700}>{formatPrice(debit)}</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            {t('entries.totalCredit')}
          </Text>
          <Text fw={700}>{formatPrice(credit)}</Text>
        </div>
      </SimpleGrid>
      <ListTable
        caption={t('entries.caption', { code: daybook.code, from: formatDate(period.from), to: formatDate(period.to) })}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.key}
        total={count ?? 0}
        page={page}
        perPage={ENTRIES_PER_PAGE}
        onPage={(next) => setPaging({ of: periodKey, page: next })}
        loading={entries.isPending}
        error={entries.error}
        emptyText={t('entries.empty')}
      />
    </Stack>
  );
}
