import { Alert, Anchor, Button, Checkbox, Paper, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { useCart, writeCart } from '@/lib/shop-cart';
import { usePageTitle } from '@/lib/use-page-title';
import { useCreateOrder } from '../api/create-order';
import { useQuote } from '../api/get-quote';
import { useStores } from '../api/get-stores';
import { PAYMENT_METHODS, type ShopOrderCreated } from '../api/shop-contract';
import { initialCheckoutValues, orderRequestOf, quoteRequestOf, validateCheckout, type CheckoutValues } from '../checkout-values';
import { CodeField } from '../components/code-field';
import { CustomerFields } from '../components/customer-fields';
import { DeliveryFields } from '../components/delivery-fields';
import { OrderConfirmation } from '../components/order-confirmation';
import { QuoteSummary } from '../components/quote-summary';

/** The request field a 422 names (`customer.email`, `billingAddress.city`, `delivery.storeId`) → the input showing it. */
const inputOf = (field: string) => field.replace(/^(customer|billingAddress|delivery\.address|delivery)\./, '');

export function CheckoutPage() {
  const { t } = useTranslation('shop');
  const locale = useLocale();
  const { user } = useAuth();
  const lines = useCart();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const create = useCreateOrder();
  const [codes, setCodes] = useState({ promoCode: '', giftCardCode: '' });
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState<{ order: ShopOrderCreated; email: string } | null>(null);
  usePageTitle(done ? t('confirmation.title') : t('checkout.title'));

  const form = useForm<CheckoutValues>({ mode: 'controlled', initialValues: initialCheckoutValues(user), validate: validateCheckout });
  const { values } = form;
  const stores = useStores();
  const firstStore = stores.data?.[0]?.id;
  const { request, provisional } = useMemo(() => quoteRequestOf(lines, values, codes, firstStore), [lines, values, codes, firstStore]);
  // Priced once a store is known to price a pickup at (or the stores' list failed: the shop then says what is missing).
  const quote = useQuote(request, !done && (firstStore !== undefined || stores.isError));
  const quoteFields = isApiError(quote.error) && quote.error.status === 422 ? quote.error.fields : {};
  const input = (field: keyof CheckoutValues) => ({ ...form.getInputProps(field), error: fieldError(form.errors[field]) });

  if (done) return <OrderConfirmation order={done.order} email={done.email} />;
  if (lines.length === 0) return <Navigate to={paths.shop.cart.getHref(locale)} replace />;

  const submit = form.onSubmit((v) => {
    setFailure(null);
    create.mutate(orderRequestOf(quoteRequestOf(lines, v, codes).request, v, locale), {
      onSuccess: (order) => {
        writeCart([]);
        if (order.payment.method === 'online' && order.payment.redirectUrl) window.location.assign(order.payment.redirectUrl);
        else setDone({ order, email: v.email.trim() });
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 422)
          form.setErrors(Object.fromEntries(Object.entries(error.fields).map(([field, code]) => [inputOf(field), code])));
        setFailure(error);
      },
    });
  });
  const outOfStock = isApiError(failure) && failure.code === 'out_of_stock';

  return (
    <Stack gap="lg" maw={1080}>
      <Title order={1}>{t('checkout.title')}</Title>
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="lg">
            <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
              <CustomerFields input={input} signedIn={Boolean(user)} />
            </Paper>
            <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
              <DeliveryFields
                method={values.deliveryMethod}
                onMethod={(method) => form.setFieldValue('deliveryMethod', method)}
                storeId={values.storeId}
                onStore={(storeId) => form.setFieldValue('storeId', storeId)}
                storeError={form.errors.storeId as string | undefined}
                deliveryDate={quote.isError || provisional ? null : quote.data?.deliveryDate}
              />
            </Paper>
          </Stack>
          <Stack gap="lg">
            <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  {t('checkout.summary')}
                </Title>
                <CodeField
                  label={t('checkout.promoCode')}
                  applied={codes.promoCode}
                  error={fieldError(quoteFields.promoCode)}
                  onApply={(promoCode) => setCodes((c) => ({ ...c, promoCode }))}
                />
                <CodeField
                  label={t('checkout.giftCardCode')}
                  applied={codes.giftCardCode}
                  error={fieldError(quoteFields.giftCardCode)}
                  onApply={(giftCardCode) => setCodes((c) => ({ ...c, giftCardCode }))}
                />
                {quote.data && !quote.isError && <QuoteSummary quote={quote.data} withDelivery={!provisional} />}
                {provisional && (
                  <Text size="sm" c="dimmed">
                    {t('checkout.deliveryPending')}
                  </Text>
                )}
                {quote.isError && Object.keys(quoteFields).length === 0 && <Alert color="red">{errorMessage(quote.error)}</Alert>}
              </Stack>
            </Paper>
            <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
              <Stack gap="md">
                <Radio.Group label={t('checkout.payment')} {...form.getInputProps('paymentMethod')} required>
                  <Stack gap="xs" mt={4}>
                    {PAYMENT_METHODS.map((method) => (
                      <Radio key={method} value={method} label={t(`payment.${method}`)} />
                    ))}
                  </Stack>
                </Radio.Group>
                {/* Links beside the words rather than inside them: react-i18next's Trans would weigh on every first page. */}
                <Text size="sm">
                  {t('checkout.withdrawal')}{' '}
                  <Anchor component={Link} to={paths.legal.getHref(locale, 'withdrawal-form')} target="_blank" inherit>
                    {t('checkout.withdrawalForm')}
                  </Anchor>
                </Text>
                <Anchor component={Link} to={paths.legal.getHref(locale, 'terms')} target="_blank" size="sm">
                  {t('checkout.readTerms')}
                </Anchor>
                <Checkbox
                  {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
                  error={form.errors.acceptTerms ? t('checkout.termsRequired') : undefined}
                  label={t('checkout.acceptTerms')}
                />
                {failure !== null && (
                  <Alert color="red" role="alert">
                    {outOfStock ? t('checkout.outOfStock') : errorMessage(failure)}{' '}
                    {outOfStock && (
                      <Anchor component={Link} to={paths.shop.cart.getHref(locale)} inherit>
                        {t('checkout.backToCart')}
                      </Anchor>
                    )}
                  </Alert>
                )}
                <Button type="submit" size="md" loading={create.isPending}>
                  {values.paymentMethod === 'online' ? t('checkout.orderAndPay') : t('checkout.order')}
                </Button>
              </Stack>
            </Paper>
          </Stack>
        </SimpleGrid>
      </form>
    </Stack>
  );
}
