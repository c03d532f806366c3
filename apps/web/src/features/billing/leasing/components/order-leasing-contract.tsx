import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatPrice } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLeasingContracts } from '@/features/billing/leasing/api/get-leasing-contracts';
import { ContractStatusBadge } from '@/features/billing/leasing/components/contract-status';
import { leasingPaths } from '@/features/billing/leasing/paths';
import { useLocale } from '@/lib/locale';

/** On a handed-over leasing order: the contract its hand-over made (decision 060), its monthly price and a link. */
export function OrderLeasingContract({ orderId }: { orderId: number }) {
  const { t } = useTranslation('leasing');
  const locale = useLocale();
  const contracts = useLeasingContracts({ orderId, perPage: 1 });
  const c = contracts.data?.data[0];
  if (!c) return null;
  return (
    <Card withBorder component="section" aria-labelledby={`order-contract-${orderId}`}>
      <Stack gap="xs">
        <Group gap="sm">
          <Title order={2} size="h4" id={`order-contract-${orderId}`}>
            {t('order.title')}
          </Title>
          <ContractStatusBadge status={c.status} />
        </Group>
        <Text fw={500}>
          {t('order.monthly', { price: formatPrice(c.monthlyPriceCents), start: formatDate(c.startDate), end: formatDate(c.endDate) })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('order.made', { date: formatDate(c.startDate) })}
        </Text>
        <Anchor component={Link} to={leasingPaths.contract.getHref(locale, c.id)}>
          {t('order.open')}
        </Anchor>
      </Stack>
    </Card>
  );
}
