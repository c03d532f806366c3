import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { formatPrice, type Locale } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/locale';

/** 12.5 → "12,5" in French and Dutch, "12.5" in English. */
export function formatPercent(value: number, locale: Locale): string {
  const text = String(value);
  return locale === 'en' ? text : text.replace('.', ',');
}

/** Seed §9: the percentage rounded to the nearest 0.5 (the API rounds it) with "de réduction". */
export function DiscountBadge({ percent }: { percent: number }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  if (!percent || percent <= 0) return null;
  return (
    <Badge color="red.8" variant="filled" radius="sm" tt="none" style={{ flexShrink: 0 }}>
      {t('price.discount', { percent: formatPercent(percent, locale) })}
    </Badge>
  );
}

/** The price the visitor pays; a discounted price shows the catalogue price struck through. */
export function Price({
  priceCents,
  discountPriceCents,
  size = 'lg',
}: {
  priceCents: number;
  discountPriceCents: number | null;
  size?: string;
}) {
  const { t } = useTranslation('public');
  const discounted = discountPriceCents !== null && discountPriceCents < priceCents;
  return (
    <Group gap="xs" align="baseline" wrap="wrap">
      <Text fw={800} fz={size} c="veloport.9">
        {formatPrice(discounted ? discountPriceCents : priceCents)}
      </Text>
      {discounted && (
        <Text component="s" c="gray.7" size="sm">
          <VisuallyHidden>{t('price.before')} </VisuallyHidden>
          {formatPrice(priceCents)}
        </Text>
      )}
    </Group>
  );
}
