import { Divider, Group, Stack, Text } from '@mantine/core';
import { formatDate, formatPrice } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import type { ShopQuote } from '../api/shop-contract';

function Row({ label, cents, strong = false }: { label: string; cents: number; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text fw={strong ? 700 : undefined} size={strong ? 'lg' : 'sm'}>
        {label}
      </Text>
      <Text fw={strong ? 700 : undefined} size={strong ? 'lg' : 'sm'} style={{ whiteSpace: 'nowrap' }}>
        {formatPrice(cents)}
      </Text>
    </Group>
  );
}

/** The quote's totals as Belgian law wants them before paying: prices incl. VAT, and the VAT of each rate. */
export function QuoteSummary({ quote, withDelivery = true }: { quote: ShopQuote; withDelivery?: boolean }) {
  const { t } = useTranslation('shop');
  const items = quote.lines.reduce((sum, line) => sum + line.totalInclVatCents, 0);
  return (
    <Stack gap={6} aria-live="polite">
      <Row label={t('summary.items')} cents={items} />
      {withDelivery && <Row label={t('summary.delivery')} cents={quote.deliveryCents} />}
      {quote.discountCents > 0 && <Row label={t('summary.discount')} cents={-quote.discountCents} />}
      {quote.giftCardCents > 0 && <Row label={t('summary.giftCard')} cents={-quote.giftCardCents} />}
      <Divider />
      <Row label={t('summary.total')} cents={quote.totalInclVatCents} strong />
      {quote.vat.map((line) => (
        <Text key={line.rate} size="xs" c="dimmed">
          {t('summary.vat', { rate: line.rate, base: formatPrice(line.baseCents), vat: formatPrice(line.vatCents) })}
        </Text>
      ))}
      {/* A bike on its way ("soon available", decision 105): the day it is at the store. */}
      {quote.lines.map(
        (line, index) =>
          line.availableOn && (
            <Text key={`soon-${index}`} size="sm">
              {t('lines.availableOn', { name: line.label, date: formatDate(line.availableOn) })}
            </Text>
          ),
      )}
    </Stack>
  );
}
