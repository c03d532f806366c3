import { Alert, Anchor, Badge, Button, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate, formatDateTime, formatIban, formatPrice } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DebitStatus } from '@/features/billing/sepa/components/debit-status';
import { Link, useParams } from 'react-router';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { LoadState } from '@/components/ui/load-state';
import { useMandate } from '@/features/billing/sepa/api/get-mandate';
import { useMarkMandateFinal } from '@/features/billing/sepa/api/mark-mandate-final';
import { useRevokeMandate } from '@/features/billing/sepa/api/revoke-mandate';
import { billHref, sepaPaths } from '@/features/billing/sepa/paths';
import { useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

/** `bills/sepa/mandates/{id}`: a mandate's data, its debits' history, marking it last, revoking it (decision 061). */
export function SepaMandatePage() {
  const { t } = useTranslation('sepa');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const mandate = useMandate(valid ? id : null);
  const revoke = useRevokeMandate();
  const markFinal = useMarkMandateFinal();
  const [confirm, setConfirm] = useState<'revoke' | 'final' | null>(null);
  usePageTitle(mandate.data ? t('mandatePageTitle', { reference: mandate.data.reference }) : t('title'));
  if (!valid) return <LoadState notFound />;
  if (!mandate.data) return <LoadState error={mandate.error} />;
  const m = mandate.data;
  const active = m.status === 'active';
  const detail = (label: string, value: React.ReactNode) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} component="div">
        {value}
      </Text>
    </div>
  );
  const act = () => {
    const mutation = confirm === 'revoke' ? revoke : markFinal;
    mutation.mutate(m.id, {
      onSuccess: () => notify('success', t(confirm === 'revoke' ? 'revoked' : 'markedFinal')),
      onError: (error) => notify('error', errorMessage(error)),
      onSettled: () => setConfirm(null),
    });
  };

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={sepaPaths.list.getHref(locale)} size="sm">
        {t('backToList')}
      </Anchor>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1}>{t('mandatePageTitle', { reference: m.reference })}</Title>
        {active && (
          <Group gap="xs" wrap="wrap">
            {!m.finalCollection && (
              <Button variant="default" onClick={() => setConfirm('final')}>
                {t('markFinal')}
              </Button>
            )}
            <Button variant="default" color="red" onClick={() => setConfirm('revoke')}>
              {t('revoke')}
            </Button>
          </Group>
        )}
      </Group>
      {m.finalCollection && active && <Alert color="yellow">{t('finalPending')}</Alert>}
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>
        {detail(t('fields.customer'), m.customer.name)}
        {detail(t('fields.debtorName'), m.debtorName)}
        {detail(t('fields.iban'), formatIban(m.iban))}
        {detail(t('fields.bic'), m.bic)}
        {detail(t('fields.signatureDate'), formatDate(m.signatureDate))}
        {detail(t('fields.kind'), t(`kinds.${m.kind}`))}
        {detail(
          t('fields.status'),
          <Badge variant="light" color={active ? 'green' : 'gray'}>
            {t(`statuses.${m.status}`)}
          </Badge>,
        )}
        {detail(t('fields.nextSequence'), m.nextSequenceType ? t(`sequenceTypes.${m.nextSequenceType}`) : '—')}
        {detail(t('fields.lastCollection'), m.lastCollectionDate ? formatDate(m.lastCollectionDate) : '—')}
        {m.revokedAt && detail(t('fields.revokedAt'), formatDateTime(m.revokedAt))}
      </SimpleGrid>
      <Title order={2} size="h4">
        {t('historyTitle')}
      </Title>
      {m.history.length === 0 ? (
        <Text c="dimmed">{t('historyEmpty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Caption>{t('historyTitle')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fields.collectionDate')}</Table.Th>
                <Table.Th>{t('fields.messageId')}</Table.Th>
                <Table.Th>{t('fields.bill')}</Table.Th>
                <Table.Th>{t('fields.sequenceType')}</Table.Th>
                <Table.Th ta="right">{t('fields.amount')}</Table.Th>
                <Table.Th>{t('fields.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {m.history.map((d) => (
                <Table.Tr key={`${d.batch.id}-${d.bill.id}`}>
                  <Table.Td>{formatDate(d.batch.collectionDate)}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={sepaPaths.batch.getHref(locale, d.batch.id)}>
                      {d.batch.messageId}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={billHref(locale, d.bill.id)}>
                      {d.bill.number ?? '—'}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{t(`sequenceTypes.${d.sequenceType}`)}</Table.Td>
                  <Table.Td ta="right">{formatPrice(d.amountCents)}</Table.Td>
                  <Table.Td>
                    <DebitStatus rejectedAt={d.rejectedAt} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmAction
        opened={confirm !== null}
        title={confirm === 'revoke' ? t('revokeTitle', { reference: m.reference }) : t('markFinalTitle', { reference: m.reference })}
        effects={[confirm === 'revoke' ? t('revokeEffect') : t('markFinalEffect')]}
        confirmLabel={confirm === 'revoke' ? t('revoke') : t('markFinal')}
        cancelLabel={t('cancel')}
        pending={revoke.isPending || markFinal.isPending}
        onClose={() => setConfirm(null)}
        onConfirm={act}
      />
    </Stack>
  );
}
