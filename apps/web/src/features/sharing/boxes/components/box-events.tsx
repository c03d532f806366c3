import { Badge, Button, Group } from '@mantine/core';
import { formatDateTime, type BoxEventKind } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { useBoxEvents, type BoxEventList } from '@/features/sharing/boxes/api/get-box-events';
import { useRecordBoxEvent } from '@/features/sharing/boxes/api/record-box-event';
import { useErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

type Event = BoxEventList['data'][number];

/** Openings and closings, newest first: from the box itself or recorded by staff (a box without a connection). */
export function BoxEvents({ boxId }: { boxId: number }) {
  const { t } = useTranslation('boxes');
  const errorMessage = useErrorMessage();
  const [page, setPage] = useState(1);
  const events = useBoxEvents(boxId, page);
  const record = useRecordBoxEvent(boxId);
  const add = async (kind: BoxEventKind) => {
    try {
      await record.mutateAsync({ kind });
      notify('success', t('events.recorded'));
    } catch (error) {
      notify('error', errorMessage(error));
    }
  };
  const columns: DataTableColumn<Event>[] = [
    { key: 'at', header: t('events.at'), render: (e) => formatDateTime(e.at) },
    {
      key: 'kind',
      header: t('events.kind'),
      render: (e) => (
        <Badge variant="light" color={e.kind === 'opened' ? 'orange' : 'gray'}>
          {t(`events.kinds.${e.kind}`)}
        </Badge>
      ),
    },
    { key: 'slot', header: t('slots.number'), render: (e) => e.slot ?? '—' },
    {
      key: 'who',
      header: t('events.who'),
      render: (e) =>
        e.reservation
          ? t('events.byReservation', { holder: e.reservation.holder, code: e.reservation.code })
          : e.by
            ? e.by.name
            : t(`events.sources.${e.source}`),
    },
  ];
  return (
    <>
      <Group gap="xs">
        <Button size="xs" variant="default" onClick={() => void add('opened')} loading={record.isPending}>
          {t('events.recordOpened')}
        </Button>
        <Button size="xs" variant="default" onClick={() => void add('closed')} loading={record.isPending}>
          {t('events.recordClosed')}
        </Button>
      </Group>
      <ListTable<Event>
        caption={t('events.title')}
        columns={columns}
        rows={events.data?.data}
        rowKey={(e) => e.id}
        total={events.data?.meta.total ?? 0}
        page={page}
        perPage={20}
        loading={events.isPending}
        error={events.error}
        emptyText={t('events.empty')}
        onPage={setPage}
      />
    </>
  );
}
