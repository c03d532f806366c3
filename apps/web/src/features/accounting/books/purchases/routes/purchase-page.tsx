import { Alert, Anchor, Button, Group, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate, formatIban, formatDecimal, formatPrice } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadState } from '@/components/ui/load-state';
import { useApprovePurchase } from '@/features/accounting/books/purchases/api/approve-purchase';
import { usePurchase } from '@/features/accounting/books/purchases/api/get-purchase';
import { PurchaseStatusBadge } from '@/features/accounting/books/purchases/components/purchase-status';
import { RefuseDialog } from '@/features/accounting/books/purchases/components/refuse-dialog';
import { booksPaths } from '@/features/accounting/books/paths';
import { useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';
import { DetailField } from '@/components/ui/detail-field';

/** `horusApis/purchases/{id}`: a supplier invoice, its totals and status; approve it, or refuse it with a reason (decision 086). */
export function PurchasePage() {
  const { t } = useTranslation('books');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const purchase = usePurchase(valid ? id : null);
  const approve = useApprovePurchase();
  const [refusing, setRefusing] = useState(false);
  const p = purchase.data;
  usePageTitle(p ? t('purchase.title', { number: p.number }) : t('purchases.title'));
  if (!valid) return <LoadState notFound />;
  if (!p) return <LoadState error={purchase.error} />;

  const onApprove = () =>
    approve.mutate(p.id, {
      onSuccess: () => notify('success', t('purchase.approved')),
      onError: (error) => notify('error', errorMessage(error)),
    });

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={booksPaths.purchases.getHref(locale)} size="sm">
        {t('purchases.back')}
      </Anchor>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{t('purchase.title', { number: p.number })}</Title>
          <Text c="dimmed">{p.supplier.name}</Text>
        </div>
        {p.status === 'to_approve' && (
          <Group gap="sm">
            <Button variant="default" color="red" onClick={() => setRefusing(true)}>
              {t('purchase.refuse')}
            </Button>
            <Button onClick={onApprove} loading={approve.isPending}>
              {t('purchase.approve')}
            </Button>
          </Group>
        )}
        {p.status === 'approved' && (
          <Button component={Link} to={booksPaths.newBatch.getHref(locale)}>
            {t('purchases.pay')}
          </Button>
        )}
      </Group>
      {p.status === 'refused' && p.refusalReason && (
        <Alert color="gray" title={t('purchase.refusedBecause')}>
          {p.refusalReason}
        </Alert>
      )}
      {p.officialRules.length > 0 && (
        // The official rules' own words are English (decision 108): the rule's id is what the supplier will recognise.
        <Alert color={p.officialRules.some((v) => v.flag === 'fatal') ? 'red' : 'yellow'} title={t('purchase.officialRules.title')}>
          <Text size="sm">{t('purchase.officialRules.intro')}</Text>
          <List size="sm" mt="xs">
            {p.officialRules.map((v) => (
              <List.Item key={`${v.rule} ${v.message}`}>
                <Text span fw={600}>
                  {v.rule}
                </Text>{' '}
                ({t(v.flag === 'fatal' ? 'purchase.officialRules.fatal' : 'purchase.officialRules.warning')}):{' '}
                <span lang="en">{v.message}</span>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <DetailField label={t('purchases.status')}>
          <PurchaseStatusBadge status={p.status} />
        </DetailField>
        <DetailField label={t('purchases.supplier')}>{p.supplier.name}</DetailField>
        <DetailField label={t('purchase.vatNumber')}>{p.supplier.vatNumber ?? '—'}</DetailField>
        <DetailField label={t('purchase.iban')}>{p.supplier.iban ? formatIban(p.supplier.iban) : '—'}</DetailField>
        <DetailField label={t('purchases.source')}>{t(`purchases.sources.${p.source}`)}</DetailField>
        <DetailField label={t('purchases.issueDate')}>{formatDate(p.issueDate)}</DetailField>
        <DetailField label={t('purchases.dueDate')}>{p.dueDate ? formatDate(p.dueDate) : '—'}</DetailField>
        <DetailField label={t('purchase.communication')}>{p.structuredCommunication ?? '—'}</DetailField>
        {p.paidAt && <DetailField label={t('purchase.paidAt')}>{formatDate(p.paidAt)}</DetailField>}
      </SimpleGrid>
      {p.lines.length > 0 && (
        <Table.ScrollContainer minWidth={480} type="native" tabIndex={0} role="region" aria-label={t('purchase.lines')}>
          <Table striped>
            <Table.Caption>{t('purchase.lines')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('purchase.description')}</Table.Th>
                <Table.Th ta="right">{t('purchase.quantity')}</Table.Th>
                <Table.Th ta="right">{t('purchase.vatRate')}</Table.Th>
                <Table.Th ta="right">{t('totals.exclVat')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {p.lines.map((line, i) => (
                <Table.Tr key={i}>
                  <Table.Td>{line.description}</Table.Td>
                  <Table.Td ta="right">{formatDecimal(line.quantity)}</Table.Td>
                  <Table.Td ta="right">{line.vatRate === null ? '' : `${formatDecimal(line.vatRate)} %`}</Table.Td>
                  <Table.Td ta="right">{formatPrice(line.netCents)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Table.ScrollContainer minWidth={360} type="native" tabIndex={0} role="region" aria-label={t('purchase.vatPerRate')}>
        <Table>
          <Table.Caption>{t('purchase.vatPerRate')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('purchase.vatRate')}</Table.Th>
              <Table.Th ta="right">{t('totals.exclVat')}</Table.Th>
              <Table.Th ta="right">{t('totals.vat')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {p.vatPerRate.map((v) => (
              <Table.Tr key={v.rate}>
                <Table.Td>{`${formatDecimal(v.rate)} %`}</Table.Td>
                <Table.Td ta="right">{formatPrice(v.baseCents)}</Table.Td>
                <Table.Td ta="right">{formatPrice(v.vatCents)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr fw={700}>
              <Table.Td>{t('purchase.total')}</Table.Td>
              <Table.Td ta="right">{formatPrice(p.totals.exclVatCents)}</Table.Td>
              <Table.Td ta="right">{formatPrice(p.totals.vatCents)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <DetailField label={t('totals.inclVat')}>{formatPrice(p.totals.inclVatCents)}</DetailField>
      <RefuseDialog purchaseId={p.id} opened={refusing} onClose={() => setRefusing(false)} />
    </Stack>
  );
}
