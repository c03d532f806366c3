import { Alert, Anchor, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatPrice } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { HistoryTimeline } from '@/components/ui/history-timeline';
import { LoadState } from '@/components/ui/load-state';
import { useCancelRental } from '@/features/rentals/rentals/api/cancel-rental';
import { useRental, type Rental } from '@/features/rentals/rentals/api/get-rental';
import { useRentalHistory } from '@/features/rentals/rentals/api/get-rental-history';
import { RentalEndForm } from '@/features/rentals/rentals/components/rental-end-form';
import { RentalHandover } from '@/features/rentals/rentals/components/rental-handover';
import { RentalStatusBadges } from '@/features/rentals/rentals/components/rental-status';
import { rentalPaths } from '@/features/rentals/rentals/paths';
import { useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';
import { DetailField } from '@/components/ui/detail-field';

/** `bike-rentals/:id`: the customer, the days and money, the bikes, the pickup and the return with photos, the history. */
export function RentalDetailPage() {
  const { t } = useTranslation('rentals');
  const id = Number(useParams().id);
  const rental = useRental(id);
  usePageTitle(rental.data ? t('detail.heading', { id: rental.data.id }) : t('title'));
  if (!Number.isInteger(id) || id <= 0) return <LoadState notFound />;
  if (!rental.data) return <LoadState error={rental.error} />;
  return <RentalView rental={rental.data} />;
}

function RentalView({ rental }: { rental: Rental }) {
  const { t } = useTranslation('rentals');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const cancel = useCancelRental(rental.id);
  const history = useRentalHistory(rental.id, true);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const shop = rental.can.addPhotos || rental.can.cancel || rental.can.changeEnd;

  const doCancel = async () => {
    setFailure(null);
    try {
      await cancel.mutateAsync();
      notify('success', t('detail.cancelled'));
    } catch (error) {
      setFailure(error);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Stack gap="lg" maw={1000}>
      <div>
        <Anchor component={Link} to={rentalPaths.list.getHref(locale)} size="sm">
          {t('backToList')}
        </Anchor>
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={1}>{t('detail.heading', { id: rental.id })}</Title>
            <RentalStatusBadges status={rental.status} late={rental.late} daysLate={rental.daysLate} />
          </div>
          {rental.can.cancel && (
            <Button color="red" variant="light" onClick={() => setConfirming(true)}>
              {t('detail.cancel')}
            </Button>
          )}
        </Group>
      </div>
      {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
      {!shop && rental.status !== 'cancelled' && <Text c="dimmed">{t('detail.readOnly')}</Text>}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder component="section" aria-labelledby="rental-customer-title">
          <Stack gap="xs">
            <Title order={2} size="h4" id="rental-customer-title">
              {t('detail.customer')}
            </Title>
            <DetailField label={t('fields.customer')}>{`${rental.firstname} ${rental.lastname}`}</DetailField>
            <DetailField label={t('fields.company')}>{rental.company?.name ?? t('fields.noCompany')}</DetailField>
            <DetailField label={t('fields.email')}>{rental.email}</DetailField>
            <DetailField label={t('fields.phone')}>{rental.phone}</DetailField>
            {rental.requestId !== null && <Text size="sm">{t('detail.fromRequest', { id: rental.requestId })}</Text>}
            {rental.notes && <DetailField label={t('fields.notes')}>{rental.notes}</DetailField>}
          </Stack>
        </Card>
        <Card withBorder component="section" aria-labelledby="rental-period-title">
          <Stack gap="xs">
            <Title order={2} size="h4" id="rental-period-title">
              {t('detail.period')}
            </Title>
            <DetailField
              label={t('fields.period')}
            >{`${formatDate(rental.startDate)} → ${formatDate(rental.endDate)} (${rental.days} ${t('fields.days').toLowerCase()})`}</DetailField>
            <DetailField label={t('fields.pricePerDay')}>{formatPrice(rental.pricePerDayCents)}</DetailField>
            <DetailField label={t('fields.deposit')}>{formatPrice(rental.depositCents)}</DetailField>
            <DetailField label={t('fields.total')}>{formatPrice(rental.totalCents)}</DetailField>
            {rental.can.changeEnd && <RentalEndForm key={rental.endDate} rental={rental} />}
          </Stack>
        </Card>
      </SimpleGrid>
      <Card withBorder component="section" aria-labelledby="rental-bikes-title">
        <Title order={2} size="h4" id="rental-bikes-title" mb="xs">
          {t('detail.bikes')}
        </Title>
        <List>
          {rental.bikes.map((b) => (
            <List.Item key={b.id}>{`${b.name} · ${b.frameNumber}${b.size ? ` · ${b.size}` : ''}`}</List.Item>
          ))}
        </List>
      </Card>
      {rental.status !== 'cancelled' && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <RentalHandover rental={rental} stage="pickup" />
          <RentalHandover rental={rental} stage="return" />
        </SimpleGrid>
      )}
      <section aria-labelledby="rental-history-title">
        <Title order={2} size="h4" id="rental-history-title" mb="xs">
          {t('detail.history')}
        </Title>
        {history.data && <HistoryTimeline entries={history.data.data} />}
      </section>
      <ConfirmAction
        opened={confirming}
        title={t('detail.cancelTitle')}
        effects={[t('detail.cancelEffect')]}
        confirmLabel={t('detail.cancel')}
        cancelLabel={t('detail.keep')}
        pending={cancel.isPending}
        onConfirm={() => void doCancel()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
