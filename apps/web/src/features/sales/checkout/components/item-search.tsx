import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { formatPrice } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSellable } from '@/features/sales/checkout/api/get-sellable';
import type { CartLine } from '@/features/sales/checkout/components/cart';
import { useLocale } from '@/lib/locale';

/** Finds a stock bike by frame number or model, or an accessory by name, and puts it in the cart. */
export function ItemSearch({ inCart, onAdd }: { inCart: (key: string) => boolean; onAdd: (line: CartLine) => void }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 250);
  const found = useSellable(q);
  const bikes = found.data?.bikes ?? [];
  const accessories = found.data?.accessories ?? [];

  return (
    <Stack gap="sm">
      <TextInput
        type="search"
        label={t('search.label')}
        description={found.data ? t('search.store', { store: found.data.store.name }) : undefined}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        size="md"
      />
      <Title order={2} size="h4">
        {t('search.bikes')}
      </Title>
      {bikes.length === 0 && <Text c="dimmed">{found.isPending ? t('search.loading') : t('search.noBike')}</Text>}
      {bikes.map((b) => (
        <Paper key={b.id} withBorder p="sm">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Text fw={600}>{b.label}</Text>
              <Text size="sm" c="dimmed">
                {[t('search.frame', { frame: b.frameNumber }), b.size, b.color, b.store.name].filter(Boolean).join(' · ')}
              </Text>
              <Text size="sm">{formatPrice(b.inclVatCents, locale)}</Text>
            </div>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={inCart(`bike-${b.id}`)}
              aria-label={t('search.addItem', { item: `${b.label} ${b.frameNumber}` })}
              onClick={() => onAdd({ kind: 'bike', item: b })}
            >
              {inCart(`bike-${b.id}`) ? t('search.inCart') : t('search.add')}
            </Button>
          </Group>
        </Paper>
      ))}
      <Title order={2} size="h4">
        {t('search.accessories')}
      </Title>
      {accessories.length === 0 && <Text c="dimmed">{found.isPending ? t('search.loading') : t('search.noAccessory')}</Text>}
      {accessories.map((a) => (
        <Paper key={a.id} withBorder p="sm">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Text fw={600}>{a.name}</Text>
              <Text size="sm" c="dimmed">
                {[a.reference, t('search.inStore', { count: a.quantity })].filter(Boolean).join(' · ')}
              </Text>
              <Text size="sm">{formatPrice(a.inclVatCents, locale)}</Text>
            </div>
            {a.quantity > 0 ? (
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                aria-label={t('search.addItem', { item: a.name })}
                onClick={() => onAdd({ kind: 'accessory', item: a, quantity: 1 })}
              >
                {t('search.add')}
              </Button>
            ) : (
              <Text size="sm" c="dimmed">
                {t('search.outOfStock')}
              </Text>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
