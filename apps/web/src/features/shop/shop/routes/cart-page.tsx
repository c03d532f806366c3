import { ActionIcon, Alert, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { formatPrice } from '@veloport/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { isApiError, useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { useCart, writeCart, type CartLine } from '@/lib/shop-cart';
import { usePageTitle } from '@/lib/use-page-title';
import { useQuote } from '../api/get-quote';
import { useStores } from '../api/get-stores';
import { cartToRequestLines, lineErrors } from '../cart-request';
import { GiftCardAdder } from '../components/gift-card-adder';
import { LineName } from '../components/line-name';
import { QuoteSummary } from '../components/quote-summary';
import { useLineError } from '../components/use-line-error';

const unitCents = (line: CartLine) => (line.kind === 'gift_card' ? line.amountCents : line.priceCents);

export function CartPage() {
  const { t } = useTranslation('shop');
  const locale = useLocale();
  const lines = useCart();
  const errorMessage = useErrorMessage();
  const lineError = useLineError();
  usePageTitle(t('cart.title'));
  // The cart's prices before a delivery is chosen: the quote for a pickup at the first store, free.
  const stores = useStores();
  const storeId = stores.data?.[0]?.id;
  const request = useMemo(
    () => ({ lines: cartToRequestLines(lines), delivery: { method: 'store_pickup' as const, ...(storeId ? { storeId } : {}) } }),
    [lines, storeId],
  );
  const quote = useQuote(request, storeId !== undefined || stores.isError);
  const refused = isApiError(quote.error) && quote.error.status === 422 ? lineErrors(quote.error.fields) : new Map<number, string>();

  const setQuantity = (index: number, quantity: number) =>
    writeCart(lines.map((line, i) => (i === index && line.kind === 'accessory' ? { ...line, quantity } : line)));
  const remove = (index: number) => writeCart(lines.filter((_, i) => i !== index));

  return (
    <Stack gap="lg" maw={880}>
      <Title order={1}>{t('cart.title')}</Title>
      {lines.length === 0 ? (
        <Stack gap="sm" align="flex-start">
          <Text>{t('cart.empty')}</Text>
          <Button component={Link} to={paths.public.bikes.getHref(locale)} variant="light">
            {t('cart.browse')}
          </Button>
          {/* A gift card needs no product page: it can be the first thing in the cart. */}
          <GiftCardAdder />
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('cart.linesLabel')}>
            {lines.map((line, index) => {
              const total = quote.data?.lines[index]?.totalInclVatCents ?? unitCents(line) * line.quantity;
              const error = refused.get(index);
              return (
                <Paper component="li" key={index} withBorder p="sm" radius="md">
                  <Stack gap="xs">
                    <Group justify="space-between" wrap="nowrap" align="flex-start">
                      <LineName line={line} />
                      <ActionIcon variant="subtle" color="red.8" onClick={() => remove(index)} aria-label={t('cart.remove')}>
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Group>
                    <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
                      {line.kind === 'accessory' ? (
                        <NumberInput
                          label={t('cart.quantity')}
                          value={line.quantity}
                          min={1}
                          max={99}
                          allowDecimal={false}
                          w={110}
                          onChange={(value) => typeof value === 'number' && value >= 1 && setQuantity(index, Math.min(value, 99))}
                        />
                      ) : (
                        <Text size="sm">{t('cart.unitPrice', { price: formatPrice(unitCents(line)) })}</Text>
                      )}
                      <Text fw={700}>{t('cart.lineTotal', { price: formatPrice(total) })}</Text>
                    </Group>
                    {error && (
                      <Text c="red.8" size="sm" role="alert">
                        {lineError(error)}
                      </Text>
                    )}
                  </Stack>
                </Paper>
              );
            })}
          </Stack>
          <Stack gap="md">
            <Paper withBorder p="md" radius="md">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  {t('cart.summary')}
                </Title>
                {quote.data && !quote.isError && <QuoteSummary quote={quote.data} withDelivery={false} />}
                {quote.isError && refused.size === 0 && <Alert color="red">{errorMessage(quote.error)}</Alert>}
                <Text size="sm" c="dimmed">
                  {t('cart.deliveryLater')}
                </Text>
                <Button component={Link} to={paths.shop.checkout.getHref(locale)} disabled={refused.size > 0} size="md">
                  {t('cart.checkout')}
                </Button>
              </Stack>
            </Paper>
            <GiftCardAdder />
          </Stack>
        </SimpleGrid>
      )}
    </Stack>
  );
}
