import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { formatDate, formatLongDay, WEEKDAYS, type Locale } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/ui/date-field';
import { CapacityLoadChart } from '@/features/workshop/capacity/components/capacity-load-chart';
import type { StoreCapacity } from '@/features/workshop/capacity/api/get-workshop-capacity';
import { useSaveStoreCapacity, type StoreCapacityBody } from '@/features/workshop/capacity/api/save-store-capacity';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

type Exception = StoreCapacityBody['exceptions'][number] & { key: number };
const hours = (minutes: number) => minutes / 60;
const minutes = (h: number | string) => Math.round((typeof h === 'number' ? h : Number(String(h).replace(',', '.')) || 0) * 60);
let nextKey = 1;

/** One store: its week of mechanic hours, its exceptions, its first free day and its next 14 days. */
export function StoreCapacityForm({ store, locale, canEdit }: { store: StoreCapacity; locale: Locale; canEdit: boolean }) {
  const { t } = useTranslation('workshop');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const save = useSaveStoreCapacity();
  const [weekly, setWeekly] = useState<(number | string)[]>(store.weekly.map(hours));
  const [exceptions, setExceptions] = useState<Exception[]>(store.exceptions.map((e) => ({ ...e, key: nextKey++ })));
  const [failure, setFailure] = useState<unknown>(null);
  const fields = isApiError(failure) ? (failure.fields ?? {}) : {};
  const decimalSeparator = locale === 'en' ? '.' : ',';
  const change = (key: number, patch: Partial<Exception>) =>
    setExceptions((list) => list.map((e) => (e.key === key ? { ...e, ...patch } : e)));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await save.mutateAsync({
        storeId: store.storeId,
        weekly: weekly.map(minutes),
        exceptions: exceptions.map(({ date, kind, minutes: m, note }) => ({
          date,
          kind,
          minutes: kind === 'closed' ? 0 : m,
          note: note?.trim() || null,
        })),
      });
      notify('success', t('capacity.saved', { store: store.storeName }));
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={`store-${store.storeId}`}>
      <Stack gap="md">
        <Title order={2} id={`store-${store.storeId}`}>
          {store.storeName}
        </Title>
        <Text fw={500}>
          {store.earliest
            ? t('capacity.earliest', { date: formatLongDay(store.earliest.date, locale), store: store.storeName })
            : t('capacity.noEarliest')}
        </Text>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
            <Title order={3} size="h4">
              {t('capacity.week')}
            </Title>
            <SimpleGrid cols={{ base: 2, xs: 4, md: 7 }}>
              {WEEKDAYS.map((day, i) => (
                <NumberInput
                  key={day}
                  label={t(`capacity.weekdays.${day}`)}
                  aria-label={t('capacity.hoursOf', { day: t(`capacity.weekdays.${day}`) })}
                  value={weekly[i]}
                  onChange={(v) => setWeekly((w) => w.map((x, j) => (j === i ? v : x)))}
                  readOnly={!canEdit}
                  min={0}
                  max={240}
                  step={0.5}
                  decimalScale={2}
                  decimalSeparator={decimalSeparator}
                  error={fieldError(fields[`stores.0.weekly.${i}`] ?? (i === 0 ? fields['stores.0.weekly'] : undefined))}
                />
              ))}
            </SimpleGrid>
            <Title order={3} size="h4">
              {t('capacity.exceptions')}
            </Title>
            {exceptions.length === 0 && <Text c="dimmed">{t('capacity.noExceptions')}</Text>}
            {exceptions.map((e, i) => (
              <Group key={e.key} align="flex-end" wrap="wrap" gap="sm">
                <DateField
                  label={t('capacity.exceptionDate')}
                  readOnly={!canEdit}
                  value={e.date}
                  onChange={(date) => change(e.key, { date })}
                  error={fieldError(fields[`stores.0.exceptions.${i}.date`])}
                  w={170}
                />
                <NativeSelect
                  label={t('capacity.exceptionKind')}
                  value={e.kind}
                  disabled={!canEdit}
                  onChange={(ev) => change(e.key, { kind: ev.currentTarget.value as Exception['kind'] })}
                  data={(['closed', 'extra'] as const).map((k) => ({ value: k, label: t(`capacity.kinds.${k}`) }))}
                />
                {e.kind === 'extra' && (
                  <NumberInput
                    label={t('capacity.exceptionHours')}
                    readOnly={!canEdit}
                    value={hours(e.minutes)}
                    onChange={(v) => change(e.key, { minutes: minutes(v) })}
                    min={0.5}
                    step={0.5}
                    decimalScale={2}
                    decimalSeparator={decimalSeparator}
                    w={130}
                    error={fieldError(fields[`stores.0.exceptions.${i}.minutes`])}
                  />
                )}
                <TextInput
                  label={t('capacity.exceptionNote')}
                  readOnly={!canEdit}
                  value={e.note ?? ''}
                  onChange={(ev) => change(e.key, { note: ev.currentTarget.value })}
                  style={{ flex: 1, minWidth: 160 }}
                />
                {canEdit && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={t('capacity.removeException', { date: e.date ? formatDate(e.date) : '' })}
                    onClick={() => setExceptions((list) => list.filter((x) => x.key !== e.key))}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            ))}
            {canEdit && (
              <Group justify="space-between" wrap="wrap">
                <Button
                  variant="default"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={() => setExceptions((list) => [...list, { key: nextKey++, date: '', kind: 'closed', minutes: 0, note: null }])}
                >
                  {t('capacity.addException')}
                </Button>
                <Button type="submit" loading={save.isPending}>
                  {t('capacity.save', { store: store.storeName })}
                </Button>
              </Group>
            )}
          </Stack>
        </form>
        <CapacityLoadChart store={store} locale={locale} />
      </Stack>
    </Card>
  );
}
