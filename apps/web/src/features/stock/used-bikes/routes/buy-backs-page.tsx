import { Alert, Anchor, Button, Card, Group, Modal, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { buyBackInputSchema, formatDate, formatPrice, type BuyBackInput, brusselsToday } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { DateField } from '@/components/ui/date-field';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { MoneyInput } from '@/components/ui/money-input';
import { paths } from '@/config/paths';
import { useCreateBuyBack, type BuyBack } from '@/features/stock/used-bikes/api/create-buy-back';
import { useBuyBacks } from '@/features/stock/used-bikes/api/get-buy-backs';
import { useRecordResale } from '@/features/stock/used-bikes/api/record-resale';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

type BuyBackValues = { description: string; sellerName: string; pricePaidCents: number | null; boughtOn: string };
const draftOf = (v: BuyBackValues) => ({
  bikeId: null,
  description: v.description.trim(),
  sellerName: v.sellerName.trim(),
  sellerUserId: null,
  pricePaidCents: v.pricePaidCents,
  boughtOn: v.boughtOn,
});
const toBuyBackInput = (v: BuyBackValues): BuyBackInput => buyBackInputSchema.parse(draftOf(v));
const validate = schemaValidator<BuyBackValues>(buyBackInputSchema, draftOf);

function BuyBackForm() {
  const { t } = useTranslation('catalog');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const create = useCreateBuyBack();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<BuyBackValues>({
    mode: 'controlled',
    initialValues: { description: '', sellerName: '', pricePaidCents: null, boughtOn: brusselsToday() },
    validate,
  });
  const input = (path: string) => {
    const props = form.getInputProps(path);
    return { ...props, error: fieldError(props.error as string | undefined) };
  };
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await create.mutateAsync(toBuyBackInput(values));
      notify('success', t('buyBacks.recorded'));
      form.reset();
    } catch (error) {
      if (isApiError(error)) form.setErrors(error.fields);
      setFailure(error);
    }
  });
  return (
    <Card withBorder>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('buyBacks.record')}
          </Title>
          {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...input('description')} label={t('buyBacks.fields.description')} required />
            <TextInput {...input('sellerName')} label={t('buyBacks.fields.seller')} required />
            <MoneyInput {...input('pricePaidCents')} label={t('buyBacks.fields.pricePaid')} min={0} required />
            <DateField {...input('boughtOn')} label={t('buyBacks.fields.boughtOn')} required />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              {t('buyBacks.recordSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function ResaleModal({ buyBack, onClose }: { buyBack: BuyBack | null; onClose: () => void }) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const resale = useRecordResale();
  const [cents, setCents] = useState<number | null>(null);
  const [date, setDate] = useState(brusselsToday());
  return (
    <Modal
      opened={buyBack !== null}
      onClose={onClose}
      title={t('buyBacks.resaleTitle')}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      centered
    >
      {buyBack && (
        <Stack gap="sm">
          <Text>{buyBack.description}</Text>
          <MoneyInput label={t('buyBacks.fields.resalePrice')} value={cents} onChange={setCents} min={0} required />
          <DateField label={t('buyBacks.fields.resoldOn')} value={date} onChange={setDate} required />
          {cents !== null && (
            <Text size="sm">{t('buyBacks.marginPreview', { margin: formatPrice(cents - buyBack.pricePaidCents, locale) })}</Text>
          )}
          {resale.isError && <Alert color="red">{errorMessage(resale.error)}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button
              disabled={cents === null || !date}
              loading={resale.isPending}
              onClick={() =>
                cents !== null &&
                resale.mutate(
                  { id: buyBack.id, priceCents: cents, date },
                  {
                    onSuccess: (saved) => {
                      notify('success', t('buyBacks.resold', { margin: formatPrice(saved.marginCents, locale) }));
                      onClose();
                    },
                  },
                )
              }
            >
              {t('buyBacks.resaleSubmit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** `occasion/rachat-vente`: bikes bought back, their resale and the margin. */
export function BuyBacksPage() {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const list = useListParams({ sort: 'boughtOn', order: 'desc' });
  const { params, update, apiQuery } = list;
  const buyBacks = useBuyBacks(apiQuery);
  const table = useListScreen(buyBacks, list);
  const [reselling, setReselling] = useState<BuyBack | null>(null);
  usePageTitle(t('buyBacks.title'));

  const columns: DataTableColumn<BuyBack>[] = [
    { key: 'boughtOn', header: t('buyBacks.fields.boughtOn'), sortKey: 'boughtOn', render: (b) => formatDate(b.boughtOn) },
    { key: 'description', header: t('buyBacks.fields.description'), render: (b) => b.description, rowHeader: true },
    { key: 'seller', header: t('buyBacks.fields.seller'), render: (b) => b.sellerName, hideOnPhone: true },
    { key: 'paid', header: t('buyBacks.fields.pricePaid'), render: (b) => formatPrice(b.pricePaidCents, locale), align: 'right' },
    {
      key: 'resale',
      header: t('buyBacks.fields.resalePrice'),
      align: 'right',
      render: (b) =>
        b.resalePriceCents === null ? (
          <Button
            size="xs"
            variant="light"
            onClick={() => setReselling(b)}
            aria-label={t('buyBacks.resaleFor', { description: b.description })}
          >
            {t('buyBacks.resaleAction')}
          </Button>
        ) : (
          `${formatPrice(b.resalePriceCents, locale)} (${formatDate(b.resoldOn)})`
        ),
    },
    {
      key: 'margin',
      header: t('buyBacks.fields.margin'),
      align: 'right',
      render: (b) =>
        b.marginCents === null ? (
          '—'
        ) : (
          <Text span fw={600} c={b.marginCents < 0 ? 'red.8' : 'green.9'}>
            {formatPrice(b.marginCents, locale)}
          </Text>
        ),
    },
  ];

  return (
    <Stack gap="lg">
      <div>
        <Anchor component={Link} to={paths.catalog.usedBikes.getHref(locale)} size="sm">
          {t('used.backToList')}
        </Anchor>
        <Title order={1}>{t('buyBacks.title')}</Title>
        <Text c="dimmed">{t('buyBacks.intro')}</Text>
      </div>
      <BuyBackForm />
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('buyBacks.resoldFilter')}
          value={params.filters.resold ?? ''}
          onChange={(e) => update({ resold: e.currentTarget.value || null })}
          data={[
            { value: '', label: t('list.any') },
            { value: 'true', label: t('yes') },
            { value: 'false', label: t('no') },
          ]}
        />
        <DownloadButtons path="/buy-backs" query={apiQuery} />
      </Group>
      <ListTable {...table} caption={t('buyBacks.title')} columns={columns} rowKey={(b) => b.id} emptyText={t('buyBacks.empty')} />
      <ResaleModal key={reselling?.id ?? 0} buyBack={reselling} onClose={() => setReselling(null)} />
    </Stack>
  );
}
