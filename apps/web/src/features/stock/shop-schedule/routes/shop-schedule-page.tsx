import { ActionIcon, Alert, Button, Card, Group, NativeSelect, SimpleGrid, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { LOCALES, OPENING_EXCEPTION_KINDS, formatDate, scheduleUpdateSchema, type ScheduleUpdate } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/ui/date-field';
import { LoadState } from '@/components/ui/load-state';
import { useSchedule, type Schedule } from '@/features/stock/shop-schedule/api/get-schedule';
import { useUpdateSchedule } from '@/features/stock/shop-schedule/api/update-schedule';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

type Values = ScheduleUpdate;
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

const toValues = (schedule: Schedule): Values => ({
  stores: schedule.stores.map((s) => ({
    locationId: s.locationId,
    hours: s.hours.map((h) => ({ ...h })),
    closures: s.closures.map((c) => ({ from: c.from, to: c.to, reason: { ...c.reason }, kind: c.kind })),
  })),
});

/** The weekday's name in the page's language (1 is Monday). */
function weekdayName(locale: string, weekday: number) {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : `${locale}-BE`, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, weekday)),
  );
}

function ScheduleForm({ schedule }: { schedule: Schedule }) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const update = useUpdateSchedule();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: toValues(schedule),
    validate: schemaValidator<Values>(scheduleUpdateSchema),
  });
  const input = (path: string) => {
    const props = form.getInputProps(path);
    return { ...props, error: fieldError(props.error as string | undefined) };
  };
  const weekdays = WEEKDAYS.map((d) => ({ value: String(d), label: weekdayName(locale, d) }));

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await update.mutateAsync(values);
      form.setValues(toValues(saved));
      form.resetDirty(toValues(saved));
      notify('success', t('schedule.saved'));
    } catch (error) {
      if (isApiError(error)) form.setErrors(error.fields);
      setFailure(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        <Tabs defaultValue={String(schedule.stores[0]?.locationId)}>
          <Tabs.List>
            {schedule.stores.map((s) => (
              <Tabs.Tab key={s.locationId} value={String(s.locationId)}>
                {s.name}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {schedule.stores.map((store, i) => (
            <Tabs.Panel key={store.locationId} value={String(store.locationId)} pt="md">
              <Stack gap="lg">
                <Card withBorder>
                  <Stack gap="sm">
                    <Title order={2} size="h4">
                      {t('schedule.hours', { store: store.name })}
                    </Title>
                    {form.values.stores[i].hours.length === 0 && <Text c="dimmed">{t('schedule.noHours')}</Text>}
                    {form.values.stores[i].hours.map((span, j) => (
                      <Group key={j} align="flex-end" wrap="wrap" gap="sm">
                        <NativeSelect
                          label={t('schedule.weekday')}
                          data={weekdays}
                          value={String(span.weekday)}
                          onChange={(e) => form.setFieldValue(`stores.${i}.hours.${j}.weekday`, Number(e.currentTarget.value))}
                          error={fieldError(form.errors[`stores.${i}.hours.${j}.weekday`] as string | undefined)}
                        />
                        <TextInput type="time" {...input(`stores.${i}.hours.${j}.opens`)} label={t('schedule.opens')} />
                        <TextInput type="time" {...input(`stores.${i}.hours.${j}.closes`)} label={t('schedule.closes')} />
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          size="lg"
                          mb={4}
                          aria-label={t('schedule.removeSpan', {
                            day: weekdayName(locale, span.weekday),
                            opens: span.opens,
                            closes: span.closes,
                          })}
                          onClick={() => form.removeListItem(`stores.${i}.hours`, j)}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Group>
                    ))}
                    <Group>
                      <Button
                        variant="default"
                        leftSection={<IconPlus size={16} aria-hidden />}
                        onClick={() => form.insertListItem(`stores.${i}.hours`, { weekday: 1, opens: '09:00', closes: '18:00' })}
                      >
                        {t('schedule.addSpan')}
                      </Button>
                    </Group>
                  </Stack>
                </Card>
                <Card withBorder>
                  <Stack gap="sm">
                    <Title order={2} size="h4">
                      {t('schedule.closures', { store: store.name })}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {t('schedule.holidays')}
                    </Text>
                    {form.values.stores[i].closures.length === 0 && <Text c="dimmed">{t('schedule.noClosures')}</Text>}
                    {form.values.stores[i].closures.map((closure, j) => (
                      <Stack key={j} gap="xs" pb="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
                        <Group align="flex-end" wrap="wrap" gap="sm">
                          <NativeSelect
                            {...input(`stores.${i}.closures.${j}.kind`)}
                            label={t('schedule.kind')}
                            data={OPENING_EXCEPTION_KINDS.map((kind) => ({ value: kind, label: t(`schedule.kinds.${kind}`) }))}
                          />
                          <DateField {...input(`stores.${i}.closures.${j}.from`)} label={t('schedule.from')} />
                          <DateField {...input(`stores.${i}.closures.${j}.to`)} label={t('schedule.to')} />
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            size="lg"
                            mb={4}
                            aria-label={t('schedule.removeClosure', {
                              from: closure.from ? formatDate(closure.from) : '—',
                              to: closure.to ? formatDate(closure.to) : '—',
                            })}
                            onClick={() => form.removeListItem(`stores.${i}.closures`, j)}
                          >
                            <IconTrash size={16} aria-hidden />
                          </ActionIcon>
                        </Group>
                        <SimpleGrid cols={{ base: 1, sm: 3 }}>
                          {LOCALES.map((l) => (
                            <TextInput key={l} {...input(`stores.${i}.closures.${j}.reason.${l}`)} label={t(`schedule.reason.${l}`)} />
                          ))}
                        </SimpleGrid>
                      </Stack>
                    ))}
                    <Group>
                      <Button
                        variant="default"
                        leftSection={<IconPlus size={16} aria-hidden />}
                        onClick={() =>
                          form.insertListItem(`stores.${i}.closures`, {
                            from: '',
                            to: '',
                            reason: { fr: '', en: '', nl: '' },
                            kind: 'closed',
                          })
                        }
                      >
                        {t('schedule.addClosure')}
                      </Button>
                    </Group>
                  </Stack>
                </Card>
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('schedule.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * `shop/schedule`: opening hours per store and its exceptions (closures, exceptional openings), as the public site shows
 * them: the one calendar the workshop, tours, test rides and drop-offs follow (decision 098).
 */
export function ShopSchedulePage() {
  const { t } = useTranslation('catalog');
  const schedule = useSchedule();
  usePageTitle(t('schedule.title'));
  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1}>{t('schedule.title')}</Title>
        <Text c="dimmed">{t('schedule.intro')}</Text>
      </div>
      {schedule.data ? <ScheduleForm schedule={schedule.data} /> : <LoadState error={schedule.error} />}
    </Stack>
  );
}
