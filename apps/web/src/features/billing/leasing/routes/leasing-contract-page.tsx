import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  addMonths,
  formatDate,
  formatPrice,
  LEASING_END_CHOICES,
  LEASING_END_NOTICE_MONTHS,
  type LeasingEndChoice,
  brusselsToday,
  can,
  canAny,
} from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { LoadState } from '@/components/ui/load-state';
import { useChooseLeaseEnd } from '@/features/billing/leasing/api/choose-lease-end';
import { useLeasingContract } from '@/features/billing/leasing/api/get-leasing-contract';
import { useSendNotice } from '@/features/billing/leasing/api/send-notice';
import { ContractStatusBadge } from '@/features/billing/leasing/components/contract-status';
import { paths } from '@/config/paths';
import { leasingPaths } from '@/features/billing/leasing/paths';
import { useAuthUser } from '@/lib/auth/auth-context';
import { useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{children}</Text>
    </div>
  );
}

/**
 * `bills/leasing-end/{id}`: one contract, its price parts and, in its last four months, the end-of-lease choice —
 * for the admin, the company's fleet manager or the customer (the notice's link leads here).
 */
export function LeasingContractPage() {
  const { t } = useTranslation('leasing');
  const locale = useLocale();
  const user = useAuthUser();
  const errorMessage = useErrorMessage();
  const id = Number(useParams().id);
  const contract = useLeasingContract(id);
  const choose = useChooseLeaseEnd();
  const notice = useSendNotice();
  const [asked, setAsked] = useState<LeasingEndChoice | null>(null);
  usePageTitle(contract.data ? `${contract.data.bike.model} · ${contract.data.bike.frameNumber}` : t('titles.contract'));
  if (!contract.data) return <LoadState error={contract.error} notFound={!Number.isInteger(id) || id <= 0} />;
  const c = contract.data;
  const running = c.status === 'active' || c.status === 'ending';
  // A lease past its end with no choice (`ended`) may still be chosen for: the choice is then carried out at once (decision 060).
  const choiceOpen =
    (running || c.status === 'ended') && !c.endChoice && c.endDate <= addMonths(brusselsToday(), LEASING_END_NOTICE_MONTHS);
  const fleetOrOwn = canAny(user, ['admin', 'fleetManager']) || c.user?.id === user.id;
  const staff = can(user, 'admin') || (can(user, 'order') && !user.company);
  const space = staff ? 'staff' : can(user, 'fleetManager') ? 'fleet' : 'mine';
  const requestHref = (requestId: number) =>
    canAny(user, ['admin', 'bikeMechanic'])
      ? paths.maintenance.workshopDetail.getHref(locale, requestId)
      : space === 'fleet'
        ? paths.maintenance.fleetDetail.getHref(locale, requestId)
        : paths.maintenance.mineDetail.getHref(locale, requestId);

  const confirm = async () => {
    if (!asked) return;
    try {
      await choose.mutateAsync({ id: c.id, choice: asked });
      notify('success', t('choice.recorded'));
      setAsked(null);
    } catch (error) {
      notify('error', errorMessage(error));
    }
  };

  return (
    <Stack gap="lg" maw={960}>
      <div>
        {canAny(user, ['admin', 'fleetManager']) && (
          <Anchor component={Link} to={leasingPaths.endList.getHref(locale)} size="sm">
            {t('actions.backToList')}
          </Anchor>
        )}
        <Group gap="sm" align="center">
          <Title order={1}>
            {c.bike.model} · {c.bike.frameNumber}
          </Title>
          <ContractStatusBadge status={c.status} />
        </Group>
        <Text c="dimmed">{[c.company?.name, c.user?.name].filter(Boolean).join(' — ')}</Text>
      </div>
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <Fact label={t('fields.kind')}>{t(`kinds.${c.kind}`)}</Fact>
          <Fact label={t('fields.startDate')}>{formatDate(c.startDate)}</Fact>
          <Fact label={t('fields.endDate')}>{formatDate(c.endDate)}</Fact>
          <Fact label={t('fields.contractMonths')}>{c.contractMonths}</Fact>
          <Fact label={t('fields.bikeAmount')}>{formatPrice(c.bikeAmountCents)}</Fact>
          <Fact label={t('fields.maintenance')}>{formatPrice(c.yearlyMaintenanceBudgetCents)}</Fact>
          <Fact label={t('fields.insurance')}>{formatPrice(c.monthlyInsuranceCents)}</Fact>
          <Fact label={t('fields.fees')}>{formatPrice(c.monthlyFeesCents)}</Fact>
          <Fact label={t('fields.monthly')}>{formatPrice(c.monthlyPriceCents)}</Fact>
          <Fact label={t('fields.buyOut')}>{formatPrice(c.buyOutCents)}</Fact>
          {c.warranty && (
            <>
              <Fact label={t('fields.warrantyBikeAndParts')}>{formatDate(c.warranty.bikeAndPartsUntil)}</Fact>
              <Fact label={t('fields.warrantyFrame')}>{formatDate(c.warranty.frameUntil)}</Fact>
            </>
          )}
          {c.kind === 'prepaid' && (
            <Fact label={t('prepaid.label')}>
              {c.prepaidBillId && fleetOrOwn ? (
                <Anchor component={Link} to={leasingPaths.bill.getHref(locale, c.prepaidBillId, can(user, 'admin'))}>
                  {t('prepaid.bill', { total: formatPrice(c.monthlyPriceCents * c.contractMonths) })}
                </Anchor>
              ) : c.prepaidBillId ? (
                t('prepaid.bill', { total: formatPrice(c.monthlyPriceCents * c.contractMonths) })
              ) : (
                t('prepaid.notBilled')
              )}
            </Fact>
          )}
          <Fact label={t('fields.notice')}>{c.noticeSentAt ? formatDate(c.noticeSentAt.slice(0, 10)) : t('none')}</Fact>
          {c.orderId && (
            <Fact label={t('fields.order')}>
              <Anchor
                component={Link}
                to={
                  space === 'staff'
                    ? paths.sales.order.getHref(locale, c.orderId)
                    : space === 'fleet'
                      ? paths.sales.fleetOrder.getHref(locale, c.orderId)
                      : paths.sales.myOrder.getHref(locale, c.orderId)
                }
              >
                {t('orderLink', { id: c.orderId })}
              </Anchor>
            </Fact>
          )}
          {c.closedAt && <Fact label={t('fields.closedAt')}>{formatDate(c.closedAt.slice(0, 10))}</Fact>}
          <Fact label={t('fields.choice')}>
            {c.endChoice
              ? `${t(`choices.${c.endChoice}`)}${c.endChoiceBy ? ` (${c.endChoiceBy.name}, ${formatDate(c.endChoiceAt!.slice(0, 10))})` : ''}`
              : t('noChoice')}
          </Fact>
        </SimpleGrid>
      </Card>

      <Card withBorder>
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('choice.title')}
          </Title>
          {c.endChoice ? (
            <Alert color="green">{t(`choice.done.${c.endChoice}`)}</Alert>
          ) : choiceOpen && fleetOrOwn ? (
            <>
              <Text>
                {t('choice.intro', {
                  date: formatDate(c.endDate),
                  price: formatPrice(c.buyOutCents),
                  instalment: formatPrice(Math.floor(c.buyOutCents / 24)),
                })}
              </Text>
              <Group wrap="wrap">
                {LEASING_END_CHOICES.map((choice) => (
                  <Button key={choice} variant={choice === 'buy' ? 'filled' : 'light'} onClick={() => setAsked(choice)}>
                    {t(`choice.options.${choice}`)}
                  </Button>
                ))}
              </Group>
            </>
          ) : (
            <Text c="dimmed">{running ? t('choice.notYet', { months: LEASING_END_NOTICE_MONTHS }) : t('choice.closed')}</Text>
          )}
          {can(user, 'admin') && !c.endChoice && running && (
            <Group>
              <Button
                variant="default"
                loading={notice.isPending}
                onClick={() =>
                  notice.mutateAsync(c.id).then(
                    () => notify('success', t('actions.noticeSent')),
                    (error: unknown) => notify('error', errorMessage(error)),
                  )
                }
              >
                {c.noticeSentAt ? t('actions.sendAgain') : t('actions.sendNotice')}
              </Button>
            </Group>
          )}
          {(c.endChoice || c.status === 'ended') && (
            <Stack gap={4} component="section" aria-label={t('after.title')}>
              {c.endChoice === 'buy' && (
                <>
                  <Text>
                    {c.status === 'bought'
                      ? t('after.buyDone', { date: formatDate(c.endDate) })
                      : t('after.buyPending', { date: formatDate(c.endDate) })}
                  </Text>
                  {c.buyOutBillId && fleetOrOwn && (
                    <Anchor component={Link} to={leasingPaths.bill.getHref(locale, c.buyOutBillId, can(user, 'admin'))}>
                      {t('after.openBill')}
                    </Anchor>
                  )}
                </>
              )}
              {c.endChoice === 'return' && (
                <>
                  <Text>
                    {c.status === 'returned'
                      ? t('after.returnDone')
                      : c.pickupRequestId
                        ? t('after.returnPlanned', { date: formatDate(c.endDate), id: c.pickupRequestId })
                        : t('choice.done.return')}
                  </Text>
                  {c.pickupRequestId && (
                    <Anchor component={Link} to={requestHref(c.pickupRequestId)}>
                      {t('after.openRequest')}
                    </Anchor>
                  )}
                </>
              )}
              {c.endChoice === 'renew' && <Text>{t('after.renewed')}</Text>}
              {c.renewalLeadId && staff && (
                <Anchor component={Link} to={paths.leads.detail.getHref(locale, c.renewalLeadId)}>
                  {t('after.openLead')}
                </Anchor>
              )}
              {c.status === 'ended' && !c.endChoice && <Text>{t('after.ended')}</Text>}
            </Stack>
          )}
          {c.renewedAsId && (
            <Anchor component={Link} to={leasingPaths.contract.getHref(locale, c.renewedAsId)}>
              {t('choice.newContract')}
            </Anchor>
          )}
        </Stack>
      </Card>

      {c.instalments.length > 0 && (
        <Card withBorder>
          <Title order={2} size="h3" mb="sm">
            {t('instalments.title')}
          </Title>
          <Table.ScrollContainer minWidth={320}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('instalments.number')}</Table.Th>
                  <Table.Th>{t('fields.period')}</Table.Th>
                  <Table.Th ta="right">{t('fields.amount')}</Table.Th>
                  <Table.Th>{t('instalments.bill')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {c.instalments.map((i) => (
                  <Table.Tr key={i.number}>
                    <Table.Td>{i.number}/24</Table.Td>
                    <Table.Td>{i.period}</Table.Td>
                    <Table.Td ta="right">{formatPrice(i.amountCents)}</Table.Td>
                    <Table.Td>{i.billId ? t('instalments.billed') : t('instalments.toBill')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}

      <ConfirmAction
        opened={asked !== null}
        title={asked ? t(`choice.options.${asked}`) : ''}
        intro={t('choice.confirmIntro')}
        effects={asked ? [t(`choice.effects.${asked}`, { price: formatPrice(c.buyOutCents) })] : []}
        confirmLabel={t('choice.confirmLabel')}
        cancelLabel={t('choice.cancel')}
        pending={choose.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setAsked(null)}
      />
    </Stack>
  );
}
