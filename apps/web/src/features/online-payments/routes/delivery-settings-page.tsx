import { Alert, Button, Group, NumberInput, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { formatPrice, type DeliverySettings } from '@veloport/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@/components/ui/load-state';
import { OptionalLabel } from '@/components/ui/optional-label';
import { useDeliverySettings, useSaveDeliverySettings } from '@/features/online-payments/api/online-payments';
import { useErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

/** `stripe/delivery-settings`: the shop's delivery methods, their prices, and the free-delivery threshold. */
export function DeliverySettingsPage() {
  const { t } = useTranslation('payments');
  const settings = useDeliverySettings();
  usePageTitle(t('delivery.title'));
  if (!settings.data) return <LoadState error={settings.error} />;
  return <DeliveryForm settings={settings.data} />;
}

function DeliveryForm({ settings }: { settings: DeliverySettings }) {
  const { t } = useTranslation('payments');
  const errorMessage = useErrorMessage();
  const save = useSaveDeliverySettings();
  const [methods, setMethods] = useState(settings.methods.map((m) => ({ ...m, price: m.priceCents / 100 as number | string })));
  const [freeFrom, setFreeFrom] = useState<number | string>(settings.freeDeliveryFromCents === null ? '' : settings.freeDeliveryFromCents / 100);
  const [failure, setFailure] = useState<unknown>(null);
  const set = (i: number, patch: Partial<(typeof methods)[number]>) => setMethods((all) => all.map((m, j) => (j === i ? { ...m, ...patch } : m)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await save.mutateAsync({
        methods: methods.map((m) => ({ kind: m.kind, enabled: m.enabled, priceCents: Math.round((typeof m.price === 'number' ? m.price : 0) * 100) })),
        freeDeliveryFromCents: typeof freeFrom === 'number' ? Math.round(freeFrom * 100) : null,
      });
      notify('success', t('delivery.saved'));
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={1}>{t('delivery.title')}</Title>
        <Text c="dimmed">{t('delivery.intro')}</Text>
      </div>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
          {methods.map((m, i) => (
            <Paper key={m.kind} withBorder p="md">
              <Group justify="space-between" wrap="wrap" align="flex-end">
                <Switch label={t(`delivery.methods.${m.kind}`)} checked={m.enabled} onChange={(e) => set(i, { enabled: e.currentTarget.checked })} />
                <NumberInput label={t('delivery.price', { method: t(`delivery.methods.${m.kind}`) })} value={m.price} onChange={(price) => set(i, { price })} min={0} decimalScale={2} suffix=" €" disabled={!m.enabled} w={220} />
              </Group>
            </Paper>
          ))}
          <NumberInput
            label={<OptionalLabel>{t('delivery.freeFrom')}</OptionalLabel>}
            description={typeof freeFrom === 'number' ? t('delivery.freeFromHint', { amount: formatPrice(Math.round(freeFrom * 100)) }) : t('delivery.noThreshold')}
            value={freeFrom}
            onChange={setFreeFrom}
            min={0}
            decimalScale={2}
            suffix=" €"
          />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
