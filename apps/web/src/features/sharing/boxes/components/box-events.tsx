import { Alert, Badge, Button, Group, Pagination, Table, Text } from '@mantine/core';
import { formatDateTime, type BoxEventKind } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBoxEvents } from '@/features/sharing/boxes/api/get-box-events';
import { useRecordBoxEvent } from '@/features/sharing/boxes/api/record-box-event';
import { useErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

/** Openings and closings, newest first: from the box itself or recorded by staff (a box without a connection). */
export function BoxEvents({ boxId }: { boxId: number }) {
  const { t } = useTranslation('boxes');
  const { t: tc } = useTranslation('common');
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
  const pages = Math.max(1, Math.ceil((events.data?.meta.total ?? 0) / 20));
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
      {events.isError && <Alert color="red">{errorMessage(events.error)}</Alert>}
      {events.data && events.data.data.length === 0 ? (
        <Text c="dimmed">{t('events.empty')}</Text>
      ) : (
        <Table.ScrollContainer type="native" minWidth={520} tabIndex={0} role="region" aria-label={t('events.title')}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('events.at')}</Table.Th>
                <Table.Th scope="col">{t('events.kind')}</Table.Th>
                <Table.Th scope="col">{t('slots.number')}</Table.Th>
                <Table.Th scope="col">{t('events.who')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(events.data?.data ?? []).map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>{formatDateTime(e.at)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={e.kind === 'opened' ? 'orange' : 'gray'}>
                      {t(`events.kinds.${e.kind}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{e.slot ?? '—'}</Table.Td>
                  <Table.Td>
                    {e.reservation
                      ? t('events.byReservation', { holder: e.reservation.holder, code: e.reservation.code })
                      : e.by
                        ? e.by.name
                        : t(`events.sources.${e.source}`)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': tc(`table.pagination.${control}`) })}
          getItemProps={(p) => ({ 'aria-label': tc('table.pagination.page', { page: p }) })}
        />
      )}
    </>
  );
}
