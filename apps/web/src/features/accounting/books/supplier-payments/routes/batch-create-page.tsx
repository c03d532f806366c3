import { Alert, Anchor, Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { addTarget2BusinessDays, brusselsToday, formatDate, formatPrice, supplierBatchInputSchema } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { DateField } from '@/components/ui/date-field';
import { ListTable } from '@/components/ui/list-table';
import { usePurchases, type PurchaseList } from '@/features/accounting/books/purchases/api/get-purchases';
import { booksPaths } from '@/features/accounting/books/paths';
import { useCreateBatch } from '@/features/accounting/books/supplier-payments/api/create-batch';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

type Row = PurchaseList['data'][number];
type Values = { purchaseIds: number[]; executionDate: string };

/** The approved invoices a batch can pay (the API refuses those already in a batch): at most the contract's 500, first 100 here. */
const PAYABLE = { status: 'approved', perPage: 100, sort: 'dueDate', order: 'asc' } as const;

/** `horusApis/supplier-payments/create`: pick approved invoices and the execution date, make the pain.001 batch (decision 086). */
export function BatchCreatePage() {
  const { t } = useTranslation('books');
  const locale = useLocale();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const purchases = usePurchases(PAYABLE);
  const create = useCreateBatch();
  const [failure, setFailure] = useState<unknown>(null);
  usePageTitle(t('batch.createTitle'));
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { purchaseIds: [], executionDate: addTarget2BusinessDays(brusselsToday(), 0) },
    validate: schemaValidator<Values>(supplierBatchInputSchema),
  });
  const rows = purchases.data?.data;
  const chosen = new Set(form.values.purchaseIds);
  const total = (rows ?? []).filter((p) => chosen.has(p.id)).reduce((sum, p) => sum + p.totals.inclVatCents, 0);
  const toggle = (id: number) =>
    form.setFieldValue('purchaseIds', chosen.has(id) ? form.values.purchaseIds.filter((x) => x !== id) : [...form.values.purchaseIds, id]);

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const batch = await create.mutateAsync(supplierBatchInputSchema.parse(values));
      notify('success', t('batch.created', { messageId: batch.messageId }));
      void navigate(booksPaths.batch.getHref(locale, batch.id));
    } catch (error) {
      if (isApiError(error)) form.setErrors(error.fields);
      setFailure(error);
    }
  });

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'pick',
      header: '',
      label: t('batch.pick'),
      render: (p) => (
        <Checkbox
          aria-label={t('batch.pickOne', { number: p.number, supplier: p.supplier.name })}
          checked={chosen.has(p.id)}
          onChange={() => toggle(p.id)}
        />
      ),
    },
    {
      key: 'number',
      header: t('purchases.number'),
      rowHeader: true,
      render: (p) => (
        <Anchor component={Link} to={booksPaths.purchase.getHref(locale, p.id)}>
          {p.number}
        </Anchor>
      ),
    },
    { key: 'supplier', header: t('purchases.supplier'), render: (p) => p.supplier.name },
    { key: 'iban', header: t('purchase.iban'), render: (p) => p.supplier.iban ?? '—', hideOnPhone: true },
    { key: 'dueDate', header: t('purchases.dueDate'), render: (p) => formatDate(p.dueDate) },
    { key: 'inclVat', header: t('totals.inclVat'), align: 'right', render: (p) => formatPrice(p.totals.inclVatCents) },
  ];
  const idsError = form.errors.purchaseIds ?? form.errors['purchaseIds.0'];

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Anchor component={Link} to={booksPaths.purchases.getHref(locale)} size="sm">
          {t('purchases.back')}
        </Anchor>
        <div>
          <Title order={1}>{t('batch.createTitle')}</Title>
          <Text c="dimmed">{t('batch.createIntro')}</Text>
        </div>
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        <ListTable
          caption={t('batch.payable')}
          columns={columns}
          rows={rows}
          rowKey={(p) => p.id}
          total={rows?.length ?? 0}
          page={1}
          perPage={Math.max(rows?.length ?? 0, 1)}
          onPage={() => undefined}
          loading={purchases.isPending}
          error={purchases.error}
          emptyText={t('batch.nothingToPay')}
        />
        {idsError && (
          <Text c="red" size="sm" role="alert">
            {idsError === 'required' ? t('batch.pickAtLeastOne') : fieldError(idsError)}
          </Text>
        )}
        <Group align="flex-end" wrap="wrap">
          <DateField
            {...form.getInputProps('executionDate')}
            error={fieldError(form.errors.executionDate)}
            label={t('batch.executionDate')}
            required
            maw={260}
          />
          <Text fw={600} aria-live="polite">
            {t('batch.chosen', { count: chosen.size, total: formatPrice(total) })}
          </Text>
          <Button type="submit" loading={create.isPending}>
            {t('batch.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
