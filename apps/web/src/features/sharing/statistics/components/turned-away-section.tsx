import { Alert } from '@mantine/core';
import { formatDateTime } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table';
import { useTurnedAway, type TurnedAwayList } from '@/features/sharing/statistics/api/get-turned-away';
import type { Period } from '@/features/sharing/statistics/api/get-usage-statistics';
import { StatisticsSection } from '@/features/sharing/statistics/components/statistics-section';
import { useErrorMessage } from '@/lib/errors';

type Row = TurnedAwayList['data'][number];

/** Searches that found no free bike in the period, newest first, ten a page. */
export function TurnedAwaySection({ period, companyId }: { period: Period; companyId: number | null }) {
  const { t } = useTranslation('sharingStats');
  const errorMessage = useErrorMessage();
  const [page, setPage] = useState(1);
  const list = useTurnedAway(period, companyId, page, true);
  const query: Record<string, string | number> = companyId ? { ...period, companyId } : { ...period };
  return (
    <StatisticsSection
      title={t('usage.turnedAway')}
      download={{ path: '/shared-bikes/turned-away', query }}
      table={
        <>
          {list.isError && <Alert color="red">{errorMessage(list.error)}</Alert>}
          <DataTable<Row>
            caption={t('usage.turnedAway')}
            columns={[
              { key: 'slot', header: t('fields.slot'), render: (r) => `${formatDateTime(r.start)} – ${formatDateTime(r.end)}` },
              { key: 'building', header: t('fields.building'), render: (r) => r.building?.name ?? '—' },
              { key: 'person', header: t('fields.person'), render: (r) => r.user.name },
              { key: 'at', header: t('fields.searchedAt'), render: (r) => formatDateTime(r.at), hideOnPhone: true },
            ]}
            rows={list.data?.data}
            rowKey={(r) => r.id}
            total={list.data?.meta.total ?? 0}
            page={page}
            perPage={10}
            loading={list.isPending}
            emptyText={t('usage.noTurnedAway')}
            onPage={setPage}
          />
        </>
      }
    />
  );
}
