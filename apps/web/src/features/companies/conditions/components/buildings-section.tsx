import { ActionIcon, Alert, Button, Group, Modal, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { Building } from '@veloport/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateBuilding } from '@/features/companies/conditions/api/create-building';
import { useDeleteBuilding } from '@/features/companies/conditions/api/delete-building';
import { useBuildings } from '@/features/companies/conditions/api/get-buildings';
import { useUpdateBuilding } from '@/features/companies/conditions/api/update-building';
import { BuildingForm } from '@/features/companies/conditions/components/building-form';
import { useErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

type Editing = { kind: 'create' } | { kind: 'edit'; building: Building } | { kind: 'delete'; building: Building } | null;

/** The company's buildings (where shared bikes are taken and returned): list, add, edit, delete. */
export function BuildingsSection({ companyId }: { companyId: number }) {
  const { t } = useTranslation('conditions');
  const errorMessage = useErrorMessage();
  const titleId = useId();
  const buildings = useBuildings(companyId);
  const create = useCreateBuilding();
  const update = useUpdateBuilding();
  const remove = useDeleteBuilding();
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);

  const confirmDelete = (building: Building) =>
    remove.mutate(building, {
      onSuccess: () => {
        notify('success', t('buildings.deleted', { name: building.name }));
        close();
      },
      onError: (error) => {
        notify('error', errorMessage(error));
        close();
      },
    });

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Title order={2} size="h3" id={titleId}>
              {t('buildings.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('buildings.intro')}
            </Text>
          </div>
          <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ kind: 'create' })}>
            {t('buildings.add')}
          </Button>
        </Group>
        {buildings.isError && <Alert color="red">{errorMessage(buildings.error)}</Alert>}
        {buildings.data && buildings.data.length === 0 && <Text c="dimmed">{t('buildings.empty')}</Text>}
        {buildings.data && buildings.data.length > 0 && (
          <Table.ScrollContainer minWidth={320}>
            <Table verticalSpacing="xs">
              <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
                <VisuallyHidden>{t('buildings.title')}</VisuallyHidden>
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('buildings.fields.name')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('buildings.fields.address')}</Table.Th>
                  <Table.Th ta="right">{t('buildings.fields.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {buildings.data.map((b) => (
                  <Table.Tr key={b.id}>
                    <Table.Td>{b.name}</Table.Td>
                    <Table.Td visibleFrom="sm">{`${b.address.street}, ${b.address.postalCode} ${b.address.city}`}</Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('buildings.edit', { name: b.name })}
                          onClick={() => setEditing({ kind: 'edit', building: b })}
                        >
                          <IconPencil size={18} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('buildings.delete', { name: b.name })}
                          onClick={() => setEditing({ kind: 'delete', building: b })}
                        >
                          <IconTrash size={18} aria-hidden />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>

      <Modal
        opened={editing?.kind === 'create' || editing?.kind === 'edit'}
        onClose={close}
        title={editing?.kind === 'edit' ? t('buildings.editTitle', { name: editing.building.name }) : t('buildings.createTitle')}
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        {(editing?.kind === 'create' || editing?.kind === 'edit') && (
          <BuildingForm
            building={editing.kind === 'edit' ? editing.building : undefined}
            pending={create.isPending || update.isPending}
            onCancel={close}
            onSubmit={async (input) => {
              if (editing.kind === 'edit') await update.mutateAsync({ id: editing.building.id, input });
              else await create.mutateAsync({ companyId, input });
              notify('success', t('buildings.saved', { name: input.name }));
              close();
            }}
          />
        )}
      </Modal>

      <Modal
        opened={editing?.kind === 'delete'}
        onClose={close}
        title={t('buildings.confirmTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        {editing?.kind === 'delete' && (
          <Stack gap="md">
            <Text>{t('buildings.confirmText', { name: editing.building.name })}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('actions.cancel')}
              </Button>
              <Button color="red" loading={remove.isPending} onClick={() => confirmDelete(editing.building)}>
                {t('actions.delete')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Paper>
  );
}
