import { Anchor, Grid, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatCount, formatDate, formatPrice, totalFeesCents } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HistoryTimeline } from '@/components/ui/history-timeline';
import { PhotoManager } from '@/components/ui/photo-manager';
import { useAddMaintenancePhoto } from '@/features/workshop/maintenance/api/add-maintenance-photo';
import type { MaintenanceRequestDetail } from '@/features/workshop/maintenance/api/get-maintenance-request';
import { useRemoveMaintenancePhoto } from '@/features/workshop/maintenance/api/remove-maintenance-photo';
import { DateProposals } from '@/features/workshop/maintenance/components/date-proposals';
import { MaintenanceBadges } from '@/features/workshop/maintenance/components/maintenance-badges';
import { MaintenanceSteps } from '@/features/workshop/maintenance/components/maintenance-steps';
import { WorkshopActions } from '@/features/workshop/maintenance/components/workshop-actions';
import { useLocale } from '@/lib/locale';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text>{children}</Text>
    </div>
  );
}

/** A request as the customer, the fleet manager and the workshop see it; the workshop also gets its actions. */
export function MaintenanceRequestView({ request, back }: { request: MaintenanceRequestDetail; back: { href: string; label: string } }) {
  const { t } = useTranslation('maintenance');
  const locale = useLocale();
  const addPhoto = useAddMaintenancePhoto(request.id);
  const removePhoto = useRemoveMaintenancePhoto(request.id);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={back.href} size="sm">
        {back.label}
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1}>{t('detail.title', { id: request.id })}</Title>
          <Text c="dimmed">{`${request.bike.label}${request.bike.frameNumber ? ` – ${request.bike.frameNumber}` : ''}`}</Text>
        </div>
        <MaintenanceBadges filter={request.filter} priority={request.priority} />
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Paper withBorder p="md">
              <Stack gap="sm">
                <Field label={t('fields.problem')}>{request.problem}</Field>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <Field label={t('fields.customer')}>{request.customer?.name ?? '—'}</Field>
                  <Field label={t('fields.company')}>{request.company?.name ?? '—'}</Field>
                  <Field
                    label={t('fields.location')}
                  >{`${t(`locations.${request.location}`)}${request.address ? ` – ${request.address}` : ''}`}</Field>
                  {request.store && (
                    <Field
                      label={t('fields.store')}
                    >{`${request.store.name} · ${t('estimatedMinutes', { minutes: request.estimatedMinutes })}`}</Field>
                  )}
                  <Field label={t('fields.desiredDate')}>{formatDate(request.desiredDate)}</Field>
                  <Field label={t('fields.mileageKm')}>{request.mileageKm === null ? '—' : `${formatCount(request.mileageKm)} km`}</Field>
                  <Field label={t('fields.maxBudget')}>
                    {request.maxBudgetCents === null ? '—' : formatPrice(request.maxBudgetCents, locale)}
                  </Field>
                  <Field label={t('fields.replacementBike')}>
                    {request.replacementBike ? t('days', { count: request.replacementDays ?? 0 }) : t('no')}
                  </Field>
                  <Field label={t('fees.title')}>{formatPrice(totalFeesCents(request.fees), locale)}</Field>
                </SimpleGrid>
              </Stack>
            </Paper>
            <PhotoManager
              photos={request.photos}
              name={request.bike.label}
              onAdd={(file) => addPhoto.mutateAsync(file)}
              onRemove={(index) => removePhoto.mutateAsync(index)}
            />
            <DateProposals request={request} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            {request.can.manage && <WorkshopActions request={request} />}
            <MaintenanceSteps request={request} />
          </Stack>
        </Grid.Col>
      </Grid>
      {request.can.manage && (
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('detail.history')}
          </Title>
          <HistoryTimeline entries={request.history} />
        </Stack>
      )}
    </Stack>
  );
}
