import {
  Alert,
  Anchor,
  Button,
  Fieldset,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadState } from '@/components/ui/load-state';
import { paths } from '@/config/paths';
import { useGroupedOrder } from '@/features/sales/grouped-orders/api/get-grouped-order';
import { useStores } from '@/features/sales/grouped-orders/api/get-stores';
import { useReceiveGroupedOrder } from '@/features/sales/grouped-orders/api/receive-grouped-order';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * `grouped-orders/{id}/receive`: what arrived. A frame number per bike that came (they go into the bike stock of
 * the chosen store), a quantity per other line (catalogue accessories go into the accessory stock).
 */
export function GroupedOrderReceivePage() {
  const { t } = useTranslation('groupedOrders');
  const locale = useLocale();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const id = Number(useParams().id);
  const query = useGroupedOrder(id);
  const stores = useStores();
  const receive = useReceiveGroupedOrder(id);
  const [locationId, setLocationId] = useState('');
  const [frames, setFrames] = useState<Record<number, string[]>>({});
  const [quantities, setQuantities] = useState<Record<number, number | string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  usePageTitle(t('receive.title'));
  const order = query.data;
  if (!order) return <LoadState error={query.error} />;
  const open = order.lines.filter((l) => l.receivedQuantity < l.quantity);
  const bikeLines = open.filter((l) => l.kind === 'bike');
  const otherLines = open.filter((l) => l.kind !== 'bike');
  const store = locationId || String(stores.data?.[0]?.id ?? '');

  const bikes = bikeLines
    .map((l) => ({ lineId: l.id, frameNumbers: (frames[l.id] ?? []).map((f) => f.trim()).filter(Boolean) }))
    .filter((b) => b.frameNumbers.length > 0);
  const accessories = otherLines.map((l) => ({ lineId: l.id, quantity: Number(quantities[l.id] || 0) })).filter((a) => a.quantity > 0);
  // The API says `bikes.I.frameNumbers.J` for the I-th entry sent: map it back to the line's J-th box.
  const frameError = (lineId: number, j: number) => {
    const i = bikes.findIndex((b) => b.lineId === lineId);
    const filled = (frames[lineId] ?? []).map((f, k) => (f.trim() ? k : -1)).filter((k) => k >= 0);
    const sentIndex = filled.indexOf(j);
    return i < 0 || sentIndex < 0 ? undefined : fieldError(fields[`bikes.${i}.frameNumbers.${sentIndex}`]);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setFields({});
    try {
      await receive.mutateAsync({ locationId: Number(store), bikes, accessories });
      notify('success', t('receive.done'));
      navigate(paths.groupedOrders.detail.getHref(locale, id));
    } catch (error) {
      if (isApiError(error)) setFields(error.fields);
      setFailure(error);
    }
  };

  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Anchor component={Link} to={paths.groupedOrders.detail.getHref(locale, id)} size="sm">
          {t('backToOrder', { id, supplier: order.supplier })}
        </Anchor>
        <Title order={1}>{t('receive.title')}</Title>
        <Text c="dimmed">{t('receive.intro')}</Text>
      </div>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
          <NativeSelect
            label={t('receive.store')}
            value={store}
            onChange={(e) => setLocationId(e.currentTarget.value)}
            data={(stores.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
            required
            error={fieldError(fields.locationId)}
          />
          {bikeLines.map((line) => (
            <Fieldset key={line.id} legend={t('receive.bikeLine', { label: line.label, remaining: line.quantity - line.receivedQuantity })}>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {Array.from({ length: line.quantity - line.receivedQuantity }, (_, j) => (
                  <TextInput
                    key={j}
                    label={t('receive.frameNumber', { n: j + 1, label: line.label })}
                    value={frames[line.id]?.[j] ?? ''}
                    onChange={(e) => {
                      const value = e.currentTarget.value;
                      setFrames((all) => {
                        const next = [...(all[line.id] ?? [])];
                        next[j] = value;
                        return { ...all, [line.id]: next };
                      });
                    }}
                    error={frameError(line.id, j)}
                    autoComplete="off"
                    maxLength={64}
                  />
                ))}
              </SimpleGrid>
            </Fieldset>
          ))}
          {otherLines.map((line) => (
            <NumberInput
              key={line.id}
              label={t('receive.quantity', { label: line.label, remaining: line.quantity - line.receivedQuantity })}
              value={quantities[line.id] ?? ''}
              onChange={(v) => setQuantities((all) => ({ ...all, [line.id]: v }))}
              min={0}
              max={line.quantity - line.receivedQuantity}
              allowDecimal={false}
            />
          ))}
          {open.length === 0 && <Text c="dimmed">{t('receive.nothingLeft')}</Text>}
          <Group justify="flex-end">
            <Button type="submit" loading={receive.isPending} disabled={bikes.length + accessories.length === 0 || !store}>
              {t('receive.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
