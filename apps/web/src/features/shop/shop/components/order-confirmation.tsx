import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { formatPrice } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useLocale } from '@/lib/locale';
import type { ShopOrderCreated } from '../api/shop-contract';
import { TransferDetails } from './transfer-details';

/** The page a buyer sees once the shop took the order (a transfer or payment at the store: online goes to pay). */
export function OrderConfirmation({ order, email }: { order: ShopOrderCreated; email: string }) {
  const { t } = useTranslation('shop');
  const locale = useLocale();
  const communication = order.payment.structuredCommunication;
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{t('confirmation.title')}</Title>
      <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status" title={t('confirmation.number', { number: order.number })}>
        <Text>{t('confirmation.mail', { email })}</Text>
        <Text>{t('confirmation.total', { total: formatPrice(order.totals.totalInclVatCents) })}</Text>
      </Alert>
      {order.payment.method === 'transfer' && communication ? (
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="sm">
            {t('confirmation.payByTransfer')}
          </Title>
          <TransferDetails
            totalCents={order.totals.totalInclVatCents}
            communication={communication}
            epcQr={order.payment.epcQr}
            iban={order.payment.iban}
          />
        </Paper>
      ) : (
        <Text>{t('confirmation.payInStore')}</Text>
      )}
      <Anchor component={Link} to={paths.shop.order.getHref(locale, order.number, order.trackingToken)} fw={600}>
        {t('confirmation.follow')}
      </Anchor>
    </Stack>
  );
}
