import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  characteristicInputSchema,
  LOCALES,
  type Characteristic,
  type CharacteristicInput,
  type CharacteristicType,
  can,
} from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@/components/ui/load-state';
import { OptionalLabel } from '@/components/ui/optional-label';
import { useDeleteCharacteristic } from '@/features/catalog/catalog/api/delete-characteristic';
import { useCharacteristics } from '@/features/catalog/catalog/api/get-characteristics';
import { useSaveCharacteristic } from '@/features/catalog/catalog/api/save-characteristic';
import { useCatalogOptions } from '@/features/catalog/catalog/components/labels';
import { useAuth } from '@/lib/auth/auth-context';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';
import { ScrollRegion } from '@/components/ui/scroll-region';

type Values = { name: { fr: string; en: string; nl: string }; unit: string; type: CharacteristicType; position: number | string };

const toInput = (v: Values): CharacteristicInput => ({
  name: { fr: v.name.fr.trim(), en: v.name.en.trim(), nl: v.name.nl.trim() },
  unit: v.unit.trim() || null,
  type: v.type,
  position: v.position === '' ? 0 : Number(v.position),
});

function CharacteristicForm({ characteristic, onDone }: { characteristic: Characteristic | null; onDone: () => void }) {
  const { t } = useTranslation('catalog');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const options = useCatalogOptions();
  const save = useSaveCharacteristic();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      name: characteristic?.name ?? { fr: '', en: '', nl: '' },
      unit: characteristic?.unit ?? '',
      type: characteristic?.type ?? 'text',
      position: characteristic?.position ?? 0,
    },
    validate: schemaValidator<Values>(characteristicInputSchema, toInput),
  });
  const input = (path: string) => {
    const props = form.getInputProps(path);
    return { ...props, error: fieldError(props.error as string | undefined) };
  };
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync({ id: characteristic?.id, input: toInput(values) });
      notify('success', t('characteristics.saved', { name: saved.name.fr }));
      onDone();
    } catch (error) {
      if (isApiError(error)) form.setErrors(error.fields);
      setFailure(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        {LOCALES.map((l) => (
          <TextInput key={l} {...input(`name.${l}`)} label={t(`characteristics.name.${l}`)} required />
        ))}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput {...input('unit')} label={<OptionalLabel>{t('characteristics.unit')}</OptionalLabel>} />
          <NativeSelect {...input('type')} label={t('characteristics.type')} data={options.characteristicTypes} required />
          <NumberInput {...input('position')} label={t('characteristics.position')} min={0} max={1000} allowDecimal={false} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** `technical-characteristics`: what a model's page may describe (staff read, admins change). */
export function CharacteristicsPage() {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const { user } = useAuth();
  const isAdmin = can(user, 'admin');
  const list = useCharacteristics();
  const remove = useDeleteCharacteristic();
  const [editing, setEditing] = useState<Characteristic | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Characteristic | null>(null);
  usePageTitle(t('characteristics.title'));

  const label = (c: Characteristic) => c.name[locale] || c.name.fr;

  return (
    <Stack gap="lg" maw={960}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{t('characteristics.title')}</Title>
          <Text c="dimmed">{t('characteristics.intro')}</Text>
        </div>
        {isAdmin && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            {t('characteristics.create')}
          </Button>
        )}
      </Group>
      {!list.data ? (
        <LoadState error={list.error} />
      ) : list.data.length === 0 ? (
        <Text c="dimmed">{t('characteristics.empty')}</Text>
      ) : (
        <ScrollRegion minWidth={480} label={t('characteristics.title')}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('characteristics.name.fr')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('characteristics.name.en')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('characteristics.name.nl')}</Table.Th>
                <Table.Th>{t('characteristics.unit')}</Table.Th>
                <Table.Th>{t('characteristics.type')}</Table.Th>
                {isAdmin && <Table.Th>{t('actions.title')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>{c.name.fr}</Table.Td>
                  <Table.Td visibleFrom="sm">{c.name.en}</Table.Td>
                  <Table.Td visibleFrom="sm">{c.name.nl}</Table.Td>
                  <Table.Td>{c.unit ?? '—'}</Table.Td>
                  <Table.Td>{t(`characteristicTypes.${c.type}`)}</Table.Td>
                  {isAdmin && (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('characteristics.edit', { name: label(c) })}
                          onClick={() => setEditing(c)}
                        >
                          <IconPencil size={16} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('characteristics.delete', { name: label(c) })}
                          onClick={() => setDeleting(c)}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('characteristics.create') : t('characteristics.editTitle')}
        closeButtonProps={{ 'aria-label': t('actions.close') }}
        size="lg"
      >
        {editing !== null && <CharacteristicForm characteristic={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      </Modal>
      <Modal
        opened={deleting !== null}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
        title={t('characteristics.deleteTitle')}
        closeButtonProps={{ 'aria-label': t('actions.close') }}
        centered
      >
        {deleting && (
          <Stack gap="md">
            <Text>{t('characteristics.deleteText', { name: label(deleting) })}</Text>
            {remove.isError && <Alert color="red">{errorMessage(remove.error)}</Alert>}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeleting(null)}>
                {t('actions.cancel')}
              </Button>
              <Button
                color="red"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(deleting.id, {
                    onSuccess: () => {
                      notify('success', t('characteristics.deleted', { name: label(deleting) }));
                      setDeleting(null);
                    },
                  })
                }
              >
                {t('actions.delete')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
