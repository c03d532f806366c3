import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { brusselsToday, formatDate, formatDecimal, formatPrice, type Loan } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadState } from '@/components/ui/load-state';
import { useLoan } from '@/features/accounting/loans/api/get-loan';
import { LoanScheduleTable } from '@/features/accounting/loans/components/loan-schedule-table';
import { PrepaymentForm } from '@/features/accounting/loans/components/prepayment-form';
import { PrepaymentsTable } from '@/features/accounting/loans/components/prepayments-table';
import { RecordPaymentForm } from '@/features/accounting/loans/components/record-payment-form';
import { loanPaths } from '@/features/accounting/loans/paths';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

/** `triodos/loans/:id`: a loan's terms, what is still owed, its schedule, an instalment paid by hand, an early repayment. */
export function LoanPage() {
  const { t } = useTranslation('loans');
  const locale = useLocale();
  const id = Number(useParams().id);
  const loan = useLoan(id);
  const title = loan.data ? t('detail.title', { lender: loan.data.lender, reference: loan.data.reference }) : t('title');
  usePageTitle(title);
  const today = brusselsToday();
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={loanPaths.list.getHref(locale)}>
        {t('back')}
      </Anchor>
      {loan.data ? <LoanDetail loan={loan.data} title={title} today={today} /> : <LoadState error={loan.error} />}
    </Stack>
  );
}

function LoanDetail({ loan: l, title, today }: { loan: Loan; title: string; today: string }) {
  const { t } = useTranslation('loans');
  return (
    <>
      <Title order={1}>{title}</Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {[
          [t('fields.principal'), formatPrice(l.principalCents)],
          [t('fields.outstanding'), formatPrice(l.outstandingCents)],
          [t('fields.rate'), t('detail.rate', { rate: formatDecimal(l.annualRatePercent, 3) })],
          [t('fields.method'), t(`methods.${l.method}`)],
          [t('fields.startDate'), formatDate(l.startDate)],
          [t('fields.months'), String(l.months)],
          [t('fields.nextDueDate'), l.nextDueDate ? formatDate(l.nextDueDate) : t('repaid')],
          [t('fields.bikes'), String(l.bikeIds.length)],
          ...(l.iban ? [[t('fields.iban'), l.iban]] : []),
        ].map(([label, value]) => (
          <div key={label}>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text fw={600}>{value}</Text>
          </div>
        ))}
      </SimpleGrid>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {t('payment.title')}
        </Title>
        <RecordPaymentForm loan={l} />
      </Paper>
      {l.outstandingCents > 0 && (
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            {t('prepayment.title')}
          </Title>
          <PrepaymentForm loan={l} />
        </Paper>
      )}
      {l.prepayments.length > 0 && (
        <>
          <Title order={2} size="h3">
            {t('prepayment.listTitle')}
          </Title>
          <PrepaymentsTable loan={l} />
        </>
      )}
      <Title order={2} size="h3">
        {t('schedule.title')}
      </Title>
      <LoanScheduleTable loan={l} today={today} />
    </>
  );
}
