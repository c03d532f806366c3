import { ActionIcon, Alert, Button, Card, Group, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { assetAdditionInputSchema, brusselsToday, formatDate, formatPrice, type AssetAddition } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { DateField } from '@/components/ui/date-field';
import { MoneyInput } from '@/components/ui/money-input';
import { IconTrash } from '@tabler/icons-react';
import { useDeleteAssetAddition } from '@/features/accounting/depreciation/api/delete-asset-addition';
import { useAssetAdditions } from '@/features/accounting/depreciation/api/get-asset-additions';
import { useRecordAssetAddition } from '@/features/accounting/depreciation/api/record-asset-addition';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';
import { notify } from '@/lib/notify';

type Values = { date: string; description: string; amountExclVatCents: number | null };
const validate = schemaValidator<Values>(assetAdditionInputSchema);

/**
 * On a bike's page, for the admin (decision 115): what was added to a bike of the depreciation register (accessories,
 * an upgrade, a battery), its acquisition value with them, a form to record one and a way to delete one recorded by
 * mistake while its month is not booked. A bike outside the register shows nothing.
 */
export function AssetAdditions({ bikeId }: { bikeId: number }) {
  const { t } = useTranslation('depreciation');
  const additions = useAssetAdditions(bikeId);
  const remove = useDeleteAssetAddition(bikeId);
  const errorMessage = useErrorMessage();
  const [removing, setRemoving] = useState<AssetAddition | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const a = additions.data;
  if (!a?.inRegister) return null;
  const headingId = `asset-additions-${bikeId}`;
  return (
    <Card withBorder component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          {t('additions.title')}
        </Title>
        <Text size="sm">
          {t('additions.value', { price: formatPrice(a.purchasePriceCents ?? 0), value: formatPrice(a.acquisitionCents ?? 0) })}
        </Text>
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        {a.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('additions.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={300}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('additions.date')}</Table.Th>
                  <Table.Th>{t('additions.description')}</Table.Th>
                  <Table.Th ta="right">{t('additions.amount')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('additions.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {a.data.map((x) => (
                  <Table.Tr key={x.id}>
                    <Table.Td>{formatDate(x.date)}</Table.Td>
                    <Table.Td>{x.description}</Table.Td>
                    <Table.Td ta="right">{formatPrice(x.amountExclVatCents)}</Table.Td>
                    <Table.Td ta="right">
                      {x.deletable ? (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('additions.delete', { description: x.description })}
                          title={t('additions.delete', { description: x.description })}
                          onClick={() => setRemoving(x)}
                        >
                          <IconTrash size={18} aria-hidden />
                        </ActionIcon>
                      ) : (
                        <Text size="xs" c="dimmed">
                          {t('additions.booked')}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <AdditionForm bikeId={bikeId} />
      </Stack>
      <ConfirmAction
        opened={removing !== null}
        title={t('additions.deleteTitle')}
        effects={
          removing
            ? [t('additions.deleteEffect', { description: removing.description, amount: formatPrice(removing.amountExclVatCents) })]
            : []
        }
        confirmLabel={t('additions.deleteConfirm')}
        cancelLabel={t('additions.keep')}
        pending={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          setFailure(null);
          remove.mutate(removing.id, {
            onSuccess: () => notify('success', t('additions.deleted')),
            onError: setFailure,
            onSettled: () => setRemoving(null),
          });
        }}
      />
    </Card>
  );
}

function AdditionForm({ bikeId }: { bikeId: number }) {
  const { t } = useTranslation('depreciation');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const record = useRecordAssetAddition(bikeId);
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { date: brusselsToday(), description: '', amountExclVatCents: null },
    validate,
  });
  const input = (path: keyof Values) => {
    const props = form.getInputProps(path);
    return { ...props, error: fieldError(props.error as string | undefined) };
  };
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await record.mutateAsync(assetAdditionInputSchema.parse(values));
      notify('success', t('additions.recorded'));
      form.reset();
    } catch (error) {
      if (isApiError(error)) form.setErrors(error.fields);
      setFailure(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t('additions.formTitle')}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('additions.formTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('additions.intro')}
        </Text>
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        <Group align="flex-end" wrap="wrap">
          <DateField {...input('date')} label={t('additions.date')} maw={200} required />
          <TextInput {...input('description')} label={t('additions.description')} maxLength={200} required miw={240} />
          <MoneyInput {...input('amountExclVatCents')} label={t('additions.amountExclVat')} min={1} maw={200} required />
          <Button type="submit" loading={record.isPending}>
            {t('additions.record')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
