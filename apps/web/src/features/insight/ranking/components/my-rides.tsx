import { ActionIcon, Group, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@veloport/domain';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { tenths } from '@/features/insight/ranking/components/ranking-table';
import { useDeleteRide, useMyRides } from '@/features/insight/ranking/api/rides';
import { useErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

/** The rides one added by hand (the latest ten), each with a delete button. */
export function MyRides() {
  const { t, i18n } = useTranslation('ranking');
  const errorMessage = useErrorMessage();
  const rides = useMyRides();
  const remove = useDeleteRide();
  const list = rides.data?.data ?? [];

  const onDelete = async (id: number) => {
    try {
      await remove.mutateAsync(id);
      notify('success', t('rides.deleted'));
    } catch (error) {
      notify('error', errorMessage(error));
    }
  };

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('rides.mine')}
      </Title>
      {rides.isSuccess && list.length === 0 && <Text c="dimmed">{t('rides.none')}</Text>}
      <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
        {list.slice(0, 10).map((ride) => (
          <Group component="li" key={ride.id} gap="sm" wrap="nowrap">
            <Text size="sm" miw={90}>
              {formatDate(ride.date)}
            </Text>
            <Text size="sm" fw={500}>
              {tenths(ride.km, i18n.language)} km
            </Text>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('rides.delete', { date: formatDate(ride.date) })}
              onClick={() => void onDelete(ride.id)}
              loading={remove.isPending && remove.variables === ride.id}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
