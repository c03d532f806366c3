import { Alert, Anchor, Badge, Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useDeleteBox } from '@/features/sharing/boxes/api/delete-box';
import { useBox, type BoxDetail } from '@/features/sharing/boxes/api/get-box';
import { useUpdateBox } from '@/features/sharing/boxes/api/update-box';
import { boxesPaths } from '@/features/sharing/boxes/boxes-paths';
import { BoxEvents } from '@/features/sharing/boxes/components/box-events';
import { BoxForm } from '@/features/sharing/boxes/components/box-form';
import { BoxSlots } from '@/features/sharing/boxes/components/box-slots';
import { useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

/** The codes still valid, without their digits: who may open the box, and whether the box has received the code. */
function BoxCodes({ box }: { box: BoxDetail }) {
  const { t } = useTranslation('boxes');
  if (box.codes.length === 0) return <Text c="dimmed">{t('codes.empty')}</Text>;
  return (
    <Table.ScrollContainer type="native" minWidth={520} tabIndex={0} role="region" aria-label={t('codes.title')}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('codes.reservation')}</Table.Th>
            <Table.Th scope="col">{t('slots.number')}</Table.Th>
            <Table.Th scope="col">{t('codes.valid')}</Table.Th>
            <Table.Th scope="col">{t('codes.box')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {box.codes.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td>{`${c.reservation.code} · ${c.reservation.holder}`}</Table.Td>
              <Table.Td>{c.slot ?? '—'}</Table.Td>
              <Table.Td>{`${formatDateTime(c.validFrom)} → ${formatDateTime(c.validUntil)}`}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={c.programmed ? 'green' : 'yellow'}>
                  {t(c.programmed ? 'codes.programmed' : 'codes.pending')}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** `boxes/{id}`: a box, its slots and the bike in each, the codes that open it and its openings and closings. */
export function BoxDetailPage() {
  const { t } = useTranslation('boxes');
  const locale = useLocale();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const id = Number(useParams().id);
  const box = useBox(id);
  const update = useUpdateBox(id);
  const remove = useDeleteBox(id);
  const [editing, setEditing] = useState(false);
  usePageTitle(box.data?.name ?? t('title'));

  return (
    <Stack gap="lg" maw={960}>
      <Anchor component={Link} to={boxesPaths.list.getHref(locale)} size="sm">
        {t('backToList')}
      </Anchor>
      {box.isPending && <Loader aria-label={t('loading')} />}
      {box.isError && <Alert color="red">{errorMessage(box.error)}</Alert>}
      {box.data && (
        <>
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <div>
              <Title order={1}>{box.data.name}</Title>
              <Text c="dimmed">
                {t(`kinds.${box.data.kind}`)} · {box.data.company.name} · {box.data.building?.name ?? '—'} ·{' '}
                {t('bikesOfSlots', { bikes: box.data.bikeCount, slots: box.data.slotCount })}
              </Text>
            </div>
            {box.data.canEdit && !editing && (
              <Group gap="xs">
                <Button variant="default" onClick={() => setEditing(true)}>
                  {t('edit')}
                </Button>
                <Button
                  color="red"
                  variant="light"
                  loading={remove.isPending}
                  onClick={async () => {
                    if (!window.confirm(t('deleteConfirm'))) return;
                    try {
                      await remove.mutateAsync();
                      notify('success', t('deleted'));
                      navigate(boxesPaths.list.getHref(locale));
                    } catch (error) {
                      notify('error', errorMessage(error));
                    }
                  }}
                >
                  {t('delete')}
                </Button>
              </Group>
            )}
          </Group>
          {editing && (
            <Card withBorder>
              <BoxForm
                box={box.data}
                submitLabel={t('save')}
                pending={update.isPending}
                onCancel={() => setEditing(false)}
                onSubmit={async (body) => {
                  await update.mutateAsync(body);
                  notify('success', t('saved'));
                  setEditing(false);
                }}
              />
            </Card>
          )}
          <Stack gap="xs">
            <Title order={2} size="h3">
              {t('slots.title')}
            </Title>
            <BoxSlots box={box.data} />
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h3">
              {t('codes.title')}
            </Title>
            <BoxCodes box={box.data} />
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h3">
              {t('events.title')}
            </Title>
            <BoxEvents boxId={box.data.id} />
          </Stack>
        </>
      )}
    </Stack>
  );
}
