import { formatDateTime } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable } from '@/components/ui/list-table';
import { useTurnedAway, type TurnedAwayList } from '@/features/sharing/statistics/api/get-turned-away';
import type { Period } from '@/features/sharing/statistics/api/get-usage-statistics';
import { StatisticsSection } from '@/features/sharing/statistics/components/statistics-section';

type Row = TurnedAwayList['data'][number];

/** Searches that found no free bike in the period, newest first, ten a page. */
export function TurnedAwaySection({ period, companyId }: { period: Period; companyId: number | null }) {
  const { t } = useTranslation('sharingStats');
  const [page, setPage] = useState(1);
  const list = useTurnedAway(period, companyId, page, true);
  const query: Record<string, string | number> = companyId ? { ...period, companyId } : { ...period };
  return (
    <StatisticsSection
      title={t('usage.turnedAway')}
      download={{ path: '/shared-bikes/turned-away', query }}
      table={
        <ListTable<Row>
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
          error={list.error}
          emptyText={t('usage.noTurnedAway')}
          noMatchText={t('usage.noTurnedAway')}
          onPage={setPage}
        />
      }
    />
  );
}
