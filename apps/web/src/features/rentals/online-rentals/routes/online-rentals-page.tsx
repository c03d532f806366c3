import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { addDays, brusselsToday, daysBetween, formatPrice } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateField } from '@/components/ui/date-field';
import { paths } from '@/config/paths';
import { useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';
import { useRentalFleet } from '../api/get-rental-fleet';
import type { RentalBookingCreated, RentalFleetBike } from '../api/rental-booking-contract';
import { BookingForm } from '../components/booking-form';

/** Bike rentals online (issue 27): pick the days, see the bikes free on all of them, book one. */
export function OnlineRentalsPage() {
  const { t } = useTranslation('shop');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const today = brusselsToday();
  const [start, setStart] = useState(addDays(today, 1));
  const [end, setEnd] = useState(addDays(today, 2));
  const [chosen, setChosen] = useState<RentalFleetBike | null>(null);
  const [booked, setBooked] = useState<RentalBookingCreated | null>(null);
  // The chosen bike was booked by someone else meanwhile: said above the list, read again.
  const [taken, setTaken] = useState(false);
  const fleet = useRentalFleet(start, end);
  usePageTitle(t('rentals.title'));
  const wrongOrder = Boolean(start && end && end < start);
  const days = start && end && !wrongOrder ? daysBetween(start, end) + 1 : 0;

  if (booked)
    return (
      <Stack gap="lg" maw={760}>
        <Title order={1}>{t('rentals.bookedTitle')}</Title>
        <Alert color="green" role="status" title={t('rentals.code', { code: booked.code })}>
          <Text>{t('rentals.bookedTotal', { total: formatPrice(booked.totalCents) })}</Text>
          <Text>{t('rentals.bookedDeposit', { deposit: formatPrice(booked.depositCents) })}</Text>
          <Text>{t('rentals.bookedNext')}</Text>
        </Alert>
      </Stack>
    );

  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1}>{t('rentals.title')}</Title>
        <Text size="lg">{t('rentals.intro')}</Text>
      </div>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="rental-days">
        <Title order={2} size="h4" id="rental-days" mb="sm">
          {t('rentals.when')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} maw={520}>
          <DateField label={t('rentals.start')} value={start} onChange={setStart} minDate={today} required />
          <DateField
            label={t('rentals.end')}
            value={end}
            onChange={setEnd}
            minDate={start || today}
            required
            error={wrongOrder ? t('rentals.endBeforeStart') : undefined}
          />
        </SimpleGrid>
      </Paper>
      <section aria-labelledby="rental-fleet" aria-live="polite">
        <Title order={2} size="h3" id="rental-fleet" mb="sm">
          {days ? t('rentals.available', { count: days }) : t('rentals.fleet')}
        </Title>
        {taken && (
          <Alert color="orange" role="alert" mb="sm">
            {t('rentals.unavailable')}
          </Alert>
        )}
        {fleet.isError && <Alert color="red">{errorMessage(fleet.error)}</Alert>}
        {fleet.data && fleet.data.data.length === 0 && <Text>{t('rentals.noneFree')}</Text>}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {fleet.data?.data.map((bike) => (
            <Paper key={bike.id} withBorder p="md" radius="md">
              <Stack gap={6}>
                <Title order={3} size="h5">
                  {bike.model}
                </Title>
                {bike.size && <Text size="sm">{t('lines.size', { size: bike.size })}</Text>}
                {bike.location && <Text size="sm">{t('rentals.pickup', { store: bike.location })}</Text>}
                <Text size="sm">{t('rentals.dayRate', { price: formatPrice(bike.dayRateCents) })}</Text>
                <Text fw={700}>{t('rentals.total', { price: formatPrice(bike.totalCents) })}</Text>
                <Text size="sm">{t('rentals.deposit', { price: formatPrice(bike.depositCents) })}</Text>
                <Group>
                  <Button
                    variant={chosen?.id === bike.id ? 'filled' : 'light'}
                    onClick={() => {
                      setChosen(bike);
                      setTaken(false);
                    }}
                    aria-label={t('rentals.chooseBike', { model: bike.model })}
                  >
                    {t('rentals.choose')}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </section>
      {chosen && start && end && !wrongOrder && (
        <BookingForm
          bike={chosen}
          start={start}
          end={end}
          onBooked={setBooked}
          onUnavailable={() => {
            setChosen(null);
            setTaken(true);
          }}
        />
      )}
      <Text>
        {t('rentals.groups')}{' '}
        <Anchor component={Link} to={paths.public.testRide.getHref(locale, { kind: 'rental' })} fw={600}>
          {t('rentals.groupCta')}
        </Anchor>
      </Text>
    </Stack>
  );
}
