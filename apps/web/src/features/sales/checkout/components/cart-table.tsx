import { ActionIcon, NumberInput, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { formatPrice } from '@veloport/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cartAmounts, lineKey, type CartLine } from '@/features/sales/checkout/components/cart';
import { useLocale } from '@/lib/locale';

type Props = {
  cart: CartLine[];
  discountPercent: number;
  onQuantity: (key: string, quantity: number) => void;
  onRemove: (key: string) => void;
  totals: ReactNode;
};

/** The cart: each line incl. VAT with its quantity, then the totals (given: the till's preview, decision 063). */
export function CartTable({ cart, discountPercent, onQuantity, onRemove, totals }: Props) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const money = (cents: number) => formatPrice(cents, locale);
  if (cart.length === 0) return <Text c="dimmed">{t('cart.empty')}</Text>;
  const { lines } = cartAmounts(cart, discountPercent);
  const label = (line: CartLine) =>
    line.kind === 'bike'
      ? `${line.item.label} (${line.item.frameNumber})`
      : line.kind === 'accessory'
        ? line.item.name
        : t('cart.giftCard');

  return (
    <>
      <Table.ScrollContainer minWidth={320}>
        <Table verticalSpacing="xs" aria-label={t('cart.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('cart.item')}</Table.Th>
              <Table.Th>{t('cart.quantity')}</Table.Th>
              <Table.Th ta="right">{t('cart.inclVat')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('cart.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {cart.map((line, i) => (
              <Table.Tr key={lineKey(line)}>
                <Table.Td>
                  {label(line)}
                  {line.kind === 'gift_card' && (
                    <Text size="xs" c="dimmed">
                      {t('cart.giftCardHint')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {line.kind !== 'accessory' ? (
                    '1'
                  ) : (
                    <NumberInput
                      aria-label={t('cart.quantityOf', { item: line.item.name })}
                      value={line.quantity}
                      min={1}
                      max={Math.max(line.item.quantity, 1)}
                      allowDecimal={false}
                      w={80}
                      onChange={(v) => onQuantity(lineKey(line), Math.max(1, Number(v) || 1))}
                    />
                  )}
                </Table.Td>
                <Table.Td ta="right">{money(lines[i]!.inclVatCents)}</Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('cart.remove', { item: label(line) })}
                    onClick={() => onRemove(lineKey(line))}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {totals}
    </>
  );
}
