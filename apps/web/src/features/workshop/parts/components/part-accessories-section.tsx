import { Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccessorySearch, useMarkAccessory, usePartAccessories } from '@/features/workshop/parts/api/part-accessories';
import { useErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

/** The shop's accessories that are also parts (decision 102): they show in the mechanics' picker; the others do not. */
export function PartAccessoriesSection() {
  const { t } = useTranslation('workshopJobs', { keyPrefix: 'parts' });
  const errorMessage = useErrorMessage();
  const marked = usePartAccessories();
  const mark = useMarkAccessory();
  const [typed, setTyped] = useState('');
  const [q] = useDebouncedValue(typed.trim(), 300);
  const found = useAccessorySearch(q);
  const [chosen, setChosen] = useState('');
  const markedIds = new Set((marked.data?.data ?? []).map((a) => a.accessoryId));
  const options = (found.data?.data ?? []).filter((a) => !markedIds.has(a.id));

  const change = (accessoryId: number, part: boolean, name: string) =>
    mark.mutate(
      { accessoryId, part },
      {
        onSuccess: () => notify('success', t(part ? 'accessories.marked' : 'accessories.unmarked', { name })),
        onError: (error) => notify('error', errorMessage(error)),
      },
    );
  const add = (e: FormEvent) => {
    e.preventDefault();
    const accessory = options.find((a) => String(a.id) === chosen);
    if (!accessory) return;
    change(accessory.id, true, accessory.name);
    setChosen('');
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="part-accessories-title">
      <div>
        <Title order={2} size="h3" id="part-accessories-title">
          {t('accessories.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('accessories.hint')}
        </Text>
      </div>
      {(marked.data?.data ?? []).length === 0 ? (
        <Text size="sm">{t('accessories.none')}</Text>
      ) : (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
          {marked.data!.data.map((a) => (
            <Group component="li" key={a.accessoryId} gap="xs" wrap="nowrap" justify="space-between" maw={560}>
              <Text size="sm">
                {a.name}
                {a.reference ? ` · ${a.reference}` : ''}
              </Text>
              <Button
                size="xs"
                variant="default"
                onClick={() => change(a.accessoryId, false, a.name)}
                aria-label={t('accessories.unmark', { name: a.name })}
              >
                {t('accessories.remove')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      <form onSubmit={add}>
        <Group align="flex-end" gap="xs" wrap="wrap">
          <TextInput
            label={t('accessories.find')}
            type="search"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            w={{ base: '100%', sm: 240 }}
          />
          <NativeSelect
            label={t('accessories.accessory')}
            value={chosen}
            onChange={(e) => setChosen(e.currentTarget.value)}
            data={[{ value: '', label: '—' }, ...options.map((a) => ({ value: String(a.id), label: a.name }))]}
            w={{ base: '100%', sm: 260 }}
          />
          <Button type="submit" variant="light" disabled={!chosen} loading={mark.isPending}>
            {t('accessories.mark')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
