import { Anchor, Badge, Button, Card, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { TOUR_STATUSES, type TourStatus, brusselsToday, addDays } from '@veloport/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { useCreateTour } from '@/features/workshop/tours/api/create-tour';
import { useMechanics } from '@/features/workshop/tours/api/get-mechanics';
import { useTourStores } from '@/features/workshop/tours/api/get-tour-stores';
import { useTours, type TourList } from '@/features/workshop/tours/api/get-tours';
import { dayLabel, hoursMinutes, kilometres, TOUR_STATUS_COLORS } from '@/features/workshop/tours/components/format';
import { useTourFieldError, useTourError } from '@/features/workshop/tours/components/tour-errors';
import { tourPaths } from '@/features/workshop/tours/paths';
import { isApiError } from '@/lib/errors';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

type Row = TourList['data'][number];
export const STATUS_COLORS: Record<TourStatus, string> = TOUR_STATUS_COLORS;

/** The admin plans a mechanic's day: date, mechanic, store, van. */
function NewTourForm() {
  const { t } = useTranslation('tours');
  const locale = useLocale();
  const navigate = useNavigate();
  const stores = useTourStores();
  const mechanics = useMechanics();
  const create = useCreateTour();
  const fieldError = useTourFieldError();
  const errorMessage = useTourError();
  const [values, setValues] = useState({ date: addDays(brusselsToday(), 1), mechanicId: '', storeId: '', vanLabel: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    create.mutate(
      { date: values.date, mechanicId: Number(values.mechanicId), storeId: Number(values.storeId), vanLabel: values.vanLabel || null },
      {
        onSuccess: (tour) => {
          notify('success', t('created'));
          void navigate(tourPaths.detail.getHref(locale, tour.id));
        },
        onError: (error) => (isApiError(error) && error.status === 422 ? setErrors(error.fields) : notify('error', errorMessage(error))),
      },
    );
  };

  return (
    <Card withBorder component="form" onSubmit={submit} aria-labelledby="new-tour">
      <Title order={2} size="h4" id="new-tour" mb="sm">
        {t('new')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <TextInput
          type="date"
          label={t('fields.date')}
          required
          value={values.date}
          onChange={(e) => setValues({ ...values, date: e.currentTarget.value })}
          error={fieldError(errors.date)}
        />
        <NativeSelect
          label={t('fields.mechanic')}
          required
          value={values.mechanicId}
          onChange={(e) => setValues({ ...values, mechanicId: e.currentTarget.value })}
          error={fieldError(errors.mechanicId)}
          data={[
            { value: '', label: '—' },
            ...(mechanics.data?.data ?? []).map((m) => ({ value: String(m.id), label: `${m.firstname} ${m.lastname}` })),
          ]}
        />
        <NativeSelect
          label={t('fields.store')}
          required
          value={values.storeId}
          onChange={(e) => setValues({ ...values, storeId: e.currentTarget.value })}
          error={fieldError(errors.storeId)}
          data={[{ value: '', label: '—' }, ...(stores.data?.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))]}
        />
        <TextInput
          label={t('fields.van')}
          value={values.vanLabel}
          onChange={(e) => setValues({ ...values, vanLabel: e.currentTarget.value })}
          error={fieldError(errors.vanLabel)}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={create.isPending}>
          {t('create')}
        </Button>
      </Group>
    </Card>
  );
}

/** Repair tours, newest day first: filters (dates, store, status), download, and a new tour. */
export function TourListPage() {
  const { t } = useTranslation('tours');
  const locale = useLocale();
  const stores = useTourStores();
  const list = useListParams({ sort: 'date', order: 'desc' });
  const { params, update, apiQuery } = list;
  const tours = useTours(apiQuery);
  const table = useListScreen(tours, list);
  usePageTitle(t('titles.list'));

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'date',
      header: t('fields.date'),
      sortKey: 'date',
      render: (r) => (
        <Anchor component={Link} to={tourPaths.detail.getHref(locale, r.id)} fw={600}>
          {t('titles.detail', { date: dayLabel(r.date) })}
        </Anchor>
      ),
    },
    { key: 'mechanic', header: t('fields.mechanic'), render: (r) => r.mechanic.name },
    { key: 'store', header: t('fields.store'), render: (r) => r.store.name, hideOnPhone: true },
    {
      key: 'status',
      header: t('fields.status'),
      render: (r) => (
        <Badge color={STATUS_COLORS[r.status]} variant="light">
          {t(`statuses.${r.status}`)}
        </Badge>
      ),
    },
    { key: 'stops', header: t('fields.stops'), render: (r) => `${r.doneCount}/${r.stopCount}`, hideOnPhone: true },
    { key: 'distance', header: t('fields.distance'), render: (r) => kilometres(t, r.distanceMeters), hideOnPhone: true },
    { key: 'duration', header: t('fields.duration'), render: (r) => hoursMinutes(t, r.durationMinutes), hideOnPhone: true },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{t('titles.list')}</Title>
          <Text c="dimmed">{t('intros.list')}</Text>
        </div>
        <Group>
          <Button variant="default" component={Link} to={tourPaths.map.getHref(locale)}>
            {t('titles.map')}
          </Button>
          <Button variant="default" component={Link} to={tourPaths.toPropose.getHref(locale)}>
            {t('toPropose')}
          </Button>
        </Group>
      </Group>
      <NewTourForm />
      <Group wrap="wrap" align="flex-end">
        <TextInput
          type="date"
          label={t('fields.from')}
          value={params.filters.from ?? ''}
          onChange={(e) => update({ from: e.currentTarget.value || null })}
        />
        <TextInput
          type="date"
          label={t('fields.to')}
          value={params.filters.to ?? ''}
          onChange={(e) => update({ to: e.currentTarget.value || null })}
        />
        <NativeSelect
          label={t('fields.store')}
          value={params.filters.storeId ?? ''}
          onChange={(e) => update({ storeId: e.currentTarget.value || null })}
          data={[{ value: '', label: t('all') }, ...(stores.data?.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))]}
        />
        <NativeSelect
          label={t('fields.status')}
          value={params.filters.status ?? ''}
          onChange={(e) => update({ status: e.currentTarget.value || null })}
          data={[{ value: '', label: t('all') }, ...TOUR_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))]}
        />
        <DownloadButtons path="/tours" query={apiQuery} />
      </Group>
      <ListTable {...table} caption={t('titles.list')} columns={columns} rowKey={(r) => r.id} />
    </Stack>
  );
}
