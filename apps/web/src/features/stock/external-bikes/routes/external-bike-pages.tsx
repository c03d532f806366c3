import { Alert, Anchor, Button, Group, NativeSelect, Stack, Switch, Text, Textarea, TextInput, Title, SimpleGrid } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { can, externalBikeInputSchema, formatDate, type ExternalBikeInput } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { LoadState } from '@/components/ui/load-state';
import { OptionalLabel } from '@/components/ui/optional-label';
import { paths } from '@/config/paths';
import { useExternalBike, type ExternalBike } from '@/features/stock/external-bikes/api/get-external-bike';
import { useExternalBikes } from '@/features/stock/external-bikes/api/get-external-bikes';
import { useSaveExternalBike } from '@/features/stock/external-bikes/api/save-external-bike';
import { minimalCompaniesQueryOptions } from '@/lib/auth/admin-context';
import { useAuth } from '@/lib/auth/auth-context';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

type Values = { brand: string; model: string; frameNumber: string; color: string; electric: boolean; companyId: string; notes: string };
const toInput = (v: Values, bike?: ExternalBike): ExternalBikeInput => ({
  brand: v.brand.trim(),
  model: v.model.trim(),
  frameNumber: v.frameNumber.trim() || null,
  color: v.color.trim() || null,
  electric: v.electric,
  companyId: v.companyId ? Number(v.companyId) : null,
  userId: bike?.user?.id ?? null,
  notes: v.notes.trim() || null,
});

function ExternalBikeForm({
  bike,
  submitLabel,
  onSubmit,
  pending,
}: {
  bike?: ExternalBike;
  submitLabel: string;
  pending: boolean;
  onSubmit: (input: ExternalBikeInput) => Promise<unknown>;
}) {
  const { t } = useTranslation('catalog');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const { user } = useAuth();
  const isAdmin = can(user, 'admin');
  const companies = useQuery({ ...minimalCompaniesQueryOptions(), enabled: isAdmin });
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      brand: bike?.brand ?? '',
      model: bike?.model ?? '',
      frameNumber: bike?.frameNumber ?? '',
      color: bike?.color ?? '',
      electric: bike?.electric ?? false,
      companyId: bike?.company ? String(bike.company.id) : '',
      notes: bike?.notes ?? '',
    },
    validate: schemaValidator<Values>(externalBikeInputSchema, (v) => toInput(v, bike)),
  });
  const input = (path: string) => {
    const props = form.getInputProps(path);
    return { ...props, error: fieldError(props.error as string | undefined) };
  };
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(toInput(values, bike));
    } catch (error) {
      if (isApiError(error)) form.setErrors(error.fields);
      setFailure(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...input('brand')} label={t('fields.brand')} required />
          <TextInput {...input('model')} label={t('fields.model')} required />
          <TextInput {...input('frameNumber')} label={<OptionalLabel>{t('external.fields.frameNumber')}</OptionalLabel>} />
          <TextInput {...input('color')} label={<OptionalLabel>{t('external.fields.color')}</OptionalLabel>} />
          {isAdmin && (
            <NativeSelect
              {...input('companyId')}
              label={<OptionalLabel>{t('external.fields.company')}</OptionalLabel>}
              data={[{ value: '', label: '—' }, ...(companies.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))]}
            />
          )}
        </SimpleGrid>
        <Switch {...form.getInputProps('electric', { type: 'checkbox' })} label={t('fields.electric')} />
        <Textarea {...input('notes')} label={<OptionalLabel>{t('external.fields.notes')}</OptionalLabel>} rows={3} />
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** `external-bikes/list`: customer-owned bikes registered for maintenance (a fleet manager sees their company's). */
export function ExternalBikeListPage() {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const list = useListParams({ sort: 'id', order: 'desc' });
  const { params, update, apiQuery } = list;
  const bikes = useExternalBikes(apiQuery);
  const table = useListScreen(bikes, list);
  usePageTitle(t('external.title'));
  const columns: DataTableColumn<ExternalBike>[] = [
    {
      key: 'bike',
      header: t('external.fields.bike'),
      sortKey: 'brand',
      render: (b) => (
        <Anchor component={Link} to={paths.catalog.externalBikeDetail.getHref(locale, b.id)} fw={600}>
          {`${b.brand} ${b.model}`}
        </Anchor>
      ),
    },
    { key: 'frameNumber', header: t('external.fields.frameNumber'), render: (b) => b.frameNumber ?? '—', hideOnPhone: true },
    { key: 'company', header: t('external.fields.company'), render: (b) => b.company?.name ?? '—' },
    { key: 'user', header: t('external.fields.user'), render: (b) => b.user?.name ?? '—', hideOnPhone: true },
    { key: 'createdAt', header: t('external.fields.createdAt'), sortKey: 'id', render: (b) => formatDate(b.createdAt), hideOnPhone: true },
  ];
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{t('external.title')}</Title>
          <Text c="dimmed">{t('external.intro')}</Text>
        </div>
        <Button component={Link} to={paths.catalog.externalBikeCreate.getHref(locale)} leftSection={<IconPlus size={16} aria-hidden />}>
          {t('external.create')}
        </Button>
      </Group>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          label={t('list.search')}
          defaultValue={params.q}
          onChange={(e) => update({ q: e.currentTarget.value.trim() })}
          maw={360}
        />
        <DownloadButtons path="/external-bikes" query={apiQuery} />
      </Group>
      <ListTable {...table} caption={t('external.title')} columns={columns} rowKey={(b) => b.id} emptyText={t('external.empty')} />
    </Stack>
  );
}

/** `external-bikes/create`. */
export function ExternalBikeCreatePage() {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const navigate = useNavigate();
  const save = useSaveExternalBike();
  usePageTitle(t('external.create'));
  return (
    <Stack gap="lg" maw={860}>
      <div>
        <Anchor component={Link} to={paths.catalog.externalBikes.getHref(locale)} size="sm">
          {t('external.backToList')}
        </Anchor>
        <Title order={1}>{t('external.create')}</Title>
      </div>
      <ExternalBikeForm
        submitLabel={t('external.createSubmit')}
        pending={save.isPending}
        onSubmit={async (input) => {
          const bike = await save.mutateAsync({ input });
          notify('success', t('external.saved', { name: `${bike.brand} ${bike.model}` }));
          navigate(paths.catalog.externalBikeDetail.getHref(locale, bike.id));
        }}
      />
    </Stack>
  );
}

/** `external-bikes/:id`. */
export function ExternalBikeDetailPage() {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const id = Number(useParams().id);
  const bike = useExternalBike(id);
  const save = useSaveExternalBike();
  const name = bike.data ? `${bike.data.brand} ${bike.data.model}` : t('external.title');
  usePageTitle(name);
  if (!Number.isInteger(id) || id <= 0) return <LoadState notFound />;
  if (!bike.data) return <LoadState error={bike.error} />;
  const b = bike.data;
  return (
    <Stack gap="lg" maw={860}>
      <div>
        <Anchor component={Link} to={paths.catalog.externalBikes.getHref(locale)} size="sm">
          {t('external.backToList')}
        </Anchor>
        <Title order={1}>{name}</Title>
        <Text c="dimmed">{[b.company?.name, b.user?.name].filter(Boolean).join(' · ') || t('external.noOwner')}</Text>
      </div>
      <ExternalBikeForm
        key={b.updatedAt}
        bike={b}
        submitLabel={t('actions.save')}
        pending={save.isPending}
        onSubmit={async (input) => {
          const saved = await save.mutateAsync({ id: b.id, input });
          notify('success', t('external.saved', { name: `${saved.brand} ${saved.model}` }));
        }}
      />
    </Stack>
  );
}
