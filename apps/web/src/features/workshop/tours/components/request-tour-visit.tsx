import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTourVisit } from '@/features/workshop/tours/api/get-tour-visit';
import { dayLabel, TOUR_STATUS_COLORS } from '@/features/workshop/tours/components/format';
import { tourPaths } from '@/features/workshop/tours/paths';
import { useLocale } from '@/lib/locale';

/**
 * The tour a maintenance request is on (decision 035): the day, the mechanic and the window the customer was told;
 * the workshop also gets a link to the tour. Nothing when the request is on no tour (or, for the customer, on a draft).
 */
export function RequestTourVisit({ requestId, linkToTour }: { requestId: number; linkToTour: boolean }) {
  const { t } = useTranslation('tours');
  const locale = useLocale();
  const visit = useTourVisit(requestId).data?.visit;
  if (!visit) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="request-tour-visit">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="request-tour-visit">
            {t('visit.title')}
          </Title>
          <Badge color={TOUR_STATUS_COLORS[visit.status]} variant="light">
            {t(`statuses.${visit.status}`)}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <div>
            <Text size="xs" c="dimmed">
              {t('visit.date')}
            </Text>
            <Text>{dayLabel(visit.date)}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {t('visit.mechanic')}
            </Text>
            <Text>{visit.mechanic.name}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {t('visit.window')}
            </Text>
            <Text>{`${visit.from} – ${visit.to}`}</Text>
          </div>
        </SimpleGrid>
        {visit.status === 'draft' && (
          <Text size="sm" c="dimmed">
            {t('visit.draft')}
          </Text>
        )}
        {linkToTour && (
          <Anchor component={Link} to={tourPaths.detail.getHref(locale, visit.tourId)}>
            {t('visit.open')}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
