import { ActionIcon, Alert, Button, Group, NumberInput, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { formatPrice, type DeliverySettings } from '@veloport/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@/components/ui/load-state';
import { MoneyInput } from '@/components/ui/money-input';
import { OptionalLabel } from '@/components/ui/optional-label';
import { useDeliverySettings } from '@/features/billing/online-payments/api/get-delivery-settings';
import { useSaveDeliverySettings } from '@/features/billing/online-payments/api/save-delivery-settings';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
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
  const fieldError = useFieldErrorMessage();
  type ZoneRow = { name: string; from: number | string; to: number | string; priceCents: number | null };
  const [methods, setMethods] = useState(
    settings.methods.map((m) => ({
      ...m,
      price: m.priceCents as number | null,
      zoneRows: m.zones.map((z): ZoneRow => ({ name: z.name, from: z.fromPostalCode, to: z.toPostalCode, priceCents: z.priceCents })),
    })),
  );
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const setZone = (i: number, j: number, patch: Partial<ZoneRow>) =>
    setMethods((all) =>
      all.map((m, k) => (k === i ? { ...m, zoneRows: m.zoneRows.map((z, l) => (l === j ? { ...z, ...patch } : z)) } : m)),
    );
  const num = (v: number | string) => (typeof v === 'number' ? v : 0);
  const [freeFrom, setFreeFrom] = useState<number | null>(settings.freeDeliveryFromCents);
  const [failure, setFailure] = useState<unknown>(null);
  const set = (i: number, patch: Partial<(typeof methods)[number]>) =>
    setMethods((all) => all.map((m, j) => (j === i ? { ...m, ...patch } : m)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    // An emptied price is required, not a free delivery.
    const missing: Record<string, string> = {};
    methods.forEach((m, i) => {
      if (m.price === null) missing[`methods.${i}.priceCents`] = 'required';
      m.zoneRows.forEach((z, j) => {
        if (z.priceCents === null) missing[`methods.${i}.zones.${j}.priceCents`] = 'required';
      });
    });
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      await save.mutateAsync({
        methods: methods.map((m) => ({
          kind: m.kind,
          enabled: m.enabled,
          priceCents: m.price ?? 0,
          zones: m.zoneRows.map((z) => ({
            name: z.name.trim(),
            fromPostalCode: num(z.from),
            toPostalCode: num(z.to),
            priceCents: z.priceCents ?? 0,
          })),
        })),
        freeDeliveryFromCents: freeFrom,
      });
      notify('success', t('delivery.saved'));
    } catch (error) {
      if (isApiError(error)) setErrors(error.fields ?? {});
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
                <Switch
                  label={t(`delivery.methods.${m.kind}`)}
                  checked={m.enabled}
                  onChange={(e) => set(i, { enabled: e.currentTarget.checked })}
                />
                <MoneyInput
                  label={t('delivery.price', { method: t(`delivery.methods.${m.kind}`) })}
                  value={m.price}
                  onChange={(price) => set(i, { price })}
                  min={0}
                  error={fieldError(errors[`methods.${i}.priceCents`])}
                  disabled={!m.enabled}
                  w={220}
                />
              </Group>
              <Stack gap="xs" mt="sm">
                <Text size="sm" c="dimmed">
                  {m.zoneRows.length ? t('delivery.zones.some') : t('delivery.zones.none')}
                </Text>
                {m.zoneRows.map((z, j) => {
                  const at = `methods.${i}.zones.${j}`;
                  const n = j + 1;
                  const method = t(`delivery.methods.${m.kind}`);
                  return (
                    <Group key={j} align="flex-end" gap="xs" wrap="wrap">
                      <TextInput
                        label={t('delivery.zones.name', { n })}
                        aria-label={t('delivery.zones.nameOf', { n, method })}
                        value={z.name}
                        onChange={(e) => setZone(i, j, { name: e.currentTarget.value })}
                        error={fieldError(errors[`${at}.name`])}
                        w={160}
                      />
                      <NumberInput
                        label={t('delivery.zones.from')}
                        aria-label={t('delivery.zones.fromOf', { n, method })}
                        value={z.from}
                        onChange={(from) => setZone(i, j, { from })}
                        min={1000}
                        max={9999}
                        allowDecimal={false}
                        error={fieldError(errors[`${at}.fromPostalCode`])}
                        w={110}
                      />
                      <NumberInput
                        label={t('delivery.zones.to')}
                        aria-label={t('delivery.zones.toOf', { n, method })}
                        value={z.to}
                        onChange={(to) => setZone(i, j, { to })}
                        min={1000}
                        max={9999}
                        allowDecimal={false}
                        error={fieldError(errors[`${at}.toPostalCode`])}
                        w={110}
                      />
                      <MoneyInput
                        label={t('delivery.zones.price')}
                        aria-label={t('delivery.zones.priceOf', { n, method })}
                        value={z.priceCents}
                        onChange={(priceCents) => setZone(i, j, { priceCents })}
                        min={0}
                        error={fieldError(errors[`${at}.priceCents`])}
                        w={120}
                      />
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        aria-label={t('delivery.zones.remove', { n, method })}
                        onClick={() => set(i, { zoneRows: m.zoneRows.filter((_, l) => l !== j) })}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Group>
                  );
                })}
                <Group>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    leftSection={<IconPlus size={14} aria-hidden />}
                    onClick={() => set(i, { zoneRows: [...m.zoneRows, { name: '', from: '', to: '', priceCents: m.price }] })}
                  >
                    {t('delivery.zones.add', { method: t(`delivery.methods.${m.kind}`) })}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          ))}
          <MoneyInput
            label={<OptionalLabel>{t('delivery.freeFrom')}</OptionalLabel>}
            description={freeFrom !== null ? t('delivery.freeFromHint', { amount: formatPrice(freeFrom) }) : t('delivery.noThreshold')}
            value={freeFrom}
            onChange={setFreeFrom}
            min={0}
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
