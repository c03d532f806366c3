import { Alert, Anchor, Button, Grid, Group, NumberInput, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCash, IconGift } from '@tabler/icons-react';
import {
  PAYMENT_METHODS,
  TILL_GIFT_CARD_MAX_CENTS,
  TILL_GIFT_CARD_MIN_CENTS,
  formatPrice,
  normalizeGiftCardCode,
  type PaymentMethod,
  type TicketPreviewInput,
} from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@/components/ui/money-input';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { Ticket } from '@/features/sales/checkout/api/get-ticket';
import { useTicketPreview } from '@/features/sales/checkout/api/preview-ticket';
import { useSell } from '@/features/sales/checkout/api/sell';
import { addToCart, cartAmounts, cartLinesInput, lineKey, type CartLine } from '@/features/sales/checkout/components/cart';
import { CartTable } from '@/features/sales/checkout/components/cart-table';
import { CustomerPicker, customerInput, emptyCustomer, type CustomerChoice } from '@/features/sales/checkout/components/customer-picker';
import { ItemSearch } from '@/features/sales/checkout/components/item-search';
import { TicketReceipt } from '@/features/sales/checkout/components/ticket-receipt';
import { TotalsTable } from '@/features/sales/checkout/components/totals-table';
import { useAuthUser } from '@/lib/auth/auth-context';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

/** `checkout`: the till. Find, fill the cart, name the customer, take the payment, hand over the receipt. */
export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const user = useAuthUser();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const sell = useSell();
  const [cart, setCart] = useState<CartLine[]>([]);
  const [discount, setDiscount] = useState<number | string>('');
  const [payment, setPayment] = useState<PaymentMethod | ''>('');
  const [promoCode, setPromoCode] = useState('');
  const [giftCode, setGiftCode] = useState('');
  const [giftAmountCents, setGiftAmountCents] = useState<number | null>(null);
  const [customer, setCustomer] = useState<CustomerChoice>(() => emptyCustomer(user?.language ?? locale));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [sold, setSold] = useState<Ticket | null>(null);
  const [cardToSellCents, setCardToSellCents] = useState<number | null>(null);
  const [cardToSellError, setCardToSellError] = useState<string | undefined>();
  // One key per cart: a second click on the same sale answers the first ticket (decision 063).
  const [saleKey, setSaleKey] = useState(() => crypto.randomUUID());
  usePageTitle(t('till.title'));

  const discountPercent = Math.min(100, Math.max(0, Number(discount) || 0));
  const local = cartAmounts(cart, discountPercent);
  // No amount typed uses nothing of the card.
  const giftCents = giftAmountCents ?? 0;

  // The preview (decision 063): the server's own rules on the cart, so the cashier sees the promo code's discount, the
  // gift card's use and the total to pay before taking the payment. A gift card code is sent once it is complete.
  const giftCodeComplete = normalizeGiftCardCode(giftCode) !== null;
  const previewInput: TicketPreviewInput | null = cart.length
    ? {
        lines: cartLinesInput(cart),
        discountPercent,
        ...(customer.kind === 'existing' && Number(customer.userId) > 0 ? { customer: { userId: Number(customer.userId) } } : {}),
        ...(promoCode.trim() ? { promoCode: promoCode.trim() } : {}),
        ...(giftCodeComplete && giftCents > 0 ? { giftCard: { code: giftCode.trim(), amountCents: giftCents } } : {}),
      }
    : null;
  const [debouncedInput] = useDebouncedValue(previewInput, 300);
  const preview = useTicketPreview(debouncedInput);
  // Only an answer for the cart as it stands now (not while the last change waits for its preview).
  const current = previewInput !== null && JSON.stringify(previewInput) === JSON.stringify(debouncedInput);
  const shown = current && preview.data && !preview.isPlaceholderData ? preview.data : null;
  const refusals = shown?.refusals ?? {};
  const total = shown?.toPayCents ?? local.totals.inclVatCents + local.giftCardsSoldCents;

  function addGiftCardToSell() {
    const cents = cardToSellCents;
    if (cents === null) return setCardToSellError('required');
    if (cents < TILL_GIFT_CARD_MIN_CENTS) return setCardToSellError('too_small');
    if (cents > TILL_GIFT_CARD_MAX_CENTS) return setCardToSellError('too_big');
    setCardToSellError(undefined);
    setCart((c) => addToCart(c, { kind: 'gift_card', key: crypto.randomUUID(), amountCents: cents }));
    setCardToSellCents(null);
  }

  function reset() {
    setCart([]);
    setDiscount('');
    setPayment('');
    setPromoCode('');
    setGiftCode('');
    setGiftAmountCents(null);
    setCustomer(emptyCustomer(user?.language ?? locale));
    setErrors({});
    setFailure(null);
    setSold(null);
    setCardToSellCents(null);
    setCardToSellError(undefined);
    setSaleKey(crypto.randomUUID());
  }

  async function confirm() {
    setFailure(null);
    const local: Record<string, string> = {};
    if (cart.length === 0) local.lines = 'required';
    if (!payment) local.paymentMethod = 'required';
    if (customer.kind === 'existing' && !customer.userId) local['customer.userId'] = 'required';
    if (giftCode.trim() && giftCents <= 0) local['giftCard.amountCents'] = 'required';
    if (!giftCode.trim() && giftCents > 0) local['giftCard.code'] = 'required';
    if (customer.kind === 'new')
      for (const f of ['firstname', 'lastname', 'email'] as const) if (!customer[f].trim()) local[`customer.new.${f}`] = 'required';
    setErrors(local);
    if (Object.keys(local).length) return;
    try {
      const ticket = await sell.mutateAsync({
        customer: customerInput(customer),
        lines: cartLinesInput(cart),
        discountPercent,
        paymentMethod: payment as PaymentMethod,
        ...(promoCode.trim() ? { promoCode: promoCode.trim() } : {}),
        ...(giftCode.trim() ? { giftCard: { code: giftCode.trim(), amountCents: giftCents } } : {}),
        saleKey,
      });
      setSold(ticket);
    } catch (error) {
      if (isApiError(error)) setErrors(error.fields ?? {});
      setFailure(error);
    }
  }

  if (sold) {
    return (
      <Stack gap="lg" maw={760}>
        <Title order={1}>{t('receipt.title', { number: sold.number })}</Title>
        <Alert color="green" title={t('receipt.done')}>
          {t('receipt.doneText', { total: formatPrice(sold.toPayCents, locale) })}
        </Alert>
        <TicketReceipt ticket={sold} />
        <Group>
          <Button variant="default" onClick={reset}>
            {t('receipt.newSale')}
          </Button>
          <Anchor component={Link} to={paths.checkout.tickets.getHref(locale)}>
            {t('tickets.title')}
          </Anchor>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{t('till.title')}</Title>
          <Text c="dimmed">{t('till.intro')}</Text>
        </div>
        <Anchor component={Link} to={paths.checkout.tickets.getHref(locale)}>
          {t('tickets.title')}
        </Anchor>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <ItemSearch inCart={(key) => cart.some((l) => lineKey(l) === key)} onAdd={(line) => setCart((c) => addToCart(c, line))} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder p="md">
            <Stack gap="md">
              <Title order={2} size="h3">
                {t('cart.title')}
              </Title>
              {errors.lines && <Text c="red">{t('cart.required')}</Text>}
              <CartTable
                cart={cart}
                discountPercent={discountPercent}
                onQuantity={(key, quantity) =>
                  setCart((c) => c.map((l) => (lineKey(l) === key && l.kind === 'accessory' ? { ...l, quantity } : l)))
                }
                onRemove={(key) => setCart((c) => c.filter((l) => lineKey(l) !== key))}
                totals={
                  <TotalsTable
                    totals={shown?.totals ?? local.totals}
                    discountPercent={discountPercent}
                    percentDiscountCents={local.totals.discountCents}
                    promo={shown?.promo}
                    giftCard={shown?.giftCard}
                    giftCardsSoldCents={shown?.giftCardsSoldCents ?? local.giftCardsSoldCents}
                    toPayCents={total}
                    paymentMethod={payment || undefined}
                  />
                }
              />
              <Group align="flex-end" wrap="wrap">
                <MoneyInput
                  label={t('till.sellGiftCard')}
                  description={t('till.sellGiftCardHint')}
                  value={cardToSellCents}
                  onChange={setCardToSellCents}
                  min={TILL_GIFT_CARD_MIN_CENTS}
                  max={TILL_GIFT_CARD_MAX_CENTS}
                  w={220}
                  error={fieldError(cardToSellError)}
                />
                <Button variant="light" leftSection={<IconGift size={16} aria-hidden />} onClick={addGiftCardToSell}>
                  {t('till.addGiftCard')}
                </Button>
              </Group>
              <NumberInput
                label={t('till.discount')}
                value={discount}
                onChange={setDiscount}
                min={0}
                max={100}
                decimalScale={2}
                suffix=" %"
                w={160}
                error={fieldError(errors.discountPercent)}
              />
              <TextInput
                label={t('till.promoCode')}
                description={t('till.promoCodeHint')}
                value={promoCode}
                onChange={(e) => setPromoCode(e.currentTarget.value)}
                error={fieldError(errors.promoCode ?? refusals.promoCode)}
                maw={320}
                autoCapitalize="characters"
              />
              <Group align="flex-start" wrap="wrap">
                <TextInput
                  label={t('till.giftCard')}
                  placeholder="ABCD-EFGH-JKLM-NPQR"
                  value={giftCode}
                  onChange={(e) => setGiftCode(e.currentTarget.value)}
                  error={fieldError(errors['giftCard.code'] ?? refusals['giftCard.code'])}
                  w={240}
                  autoCapitalize="characters"
                />
                <MoneyInput
                  label={t('till.giftCardAmount')}
                  value={giftAmountCents}
                  onChange={setGiftAmountCents}
                  min={0}
                  w={160}
                  error={fieldError(errors['giftCard.amountCents'] ?? refusals['giftCard.amountCents'])}
                />
              </Group>
              <CustomerPicker value={customer} onChange={setCustomer} errors={errors} />
              <Radio.Group
                label={t('till.payment')}
                value={payment}
                onChange={(v) => setPayment(v as PaymentMethod)}
                error={fieldError(errors.paymentMethod)}
                required
              >
                <Group mt="xs">
                  {PAYMENT_METHODS.map((m) => (
                    <Radio key={m} value={m} label={t(`paymentMethods.${m}`)} />
                  ))}
                </Group>
              </Radio.Group>
              {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
              <Button size="md" leftSection={<IconCash size={18} aria-hidden />} loading={sell.isPending} onClick={confirm}>
                {t('till.confirm', { total: formatPrice(total, locale) })}
              </Button>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
