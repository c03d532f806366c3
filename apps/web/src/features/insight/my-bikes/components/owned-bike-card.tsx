import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatPrice, type OwnedBike } from '@veloport/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WarrantyDates } from '@/components/ui/warranty-dates';
import { paths } from '@/config/paths';
import { useLocale } from '@/lib/locale';

/** One of my bikes: how I have it, its contract, warranty, next visit to the workshop and latest history. */
export function OwnedBikeCard({ bike }: { bike: OwnedBike }) {
  const { t } = useTranslation(['dashboards', 'stock']);
  const locale = useLocale();
  const titleId = useId();
  return (
    <Paper withBorder radius="lg" p="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Title order={2} size="h4" id={titleId}>
            {bike.label}
          </Title>
          <Badge variant="light">{t(`myBikes.relations.${bike.relation}`)}</Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('myBikes.frame', { frameNumber: bike.frameNumber })}
        </Text>
        {bike.contract && (
          <Text size="sm">
            {t('myBikes.contract', {
              start: formatDate(bike.contract.startDate),
              end: formatDate(bike.contract.endDate),
              price: formatPrice(bike.contract.monthlyPriceCents, locale),
            })}
          </Text>
        )}
        {bike.saleDate && <Text size="sm">{t('myBikes.bought', { date: formatDate(bike.saleDate) })}</Text>}
        {bike.lastSharedAt && <Text size="sm">{t('myBikes.lastShared', { date: formatDate(bike.lastSharedAt) })}</Text>}
        {bike.relation !== 'shared' && <WarrantyDates warranty={bike.warranty} />}
        {bike.relation !== 'shared' && <NextVisit next={bike.nextMaintenance} />}
        {bike.history.length > 0 && (
          <details>
            <summary>
              <Text span size="sm">
                {t('myBikes.history')}
              </Text>
            </summary>
            <Stack component="ul" gap={2} mt="xs" mb={0} pl="md">
              {bike.history.map((e, i) => (
                <Text component="li" size="sm" key={`${e.at}-${i}`}>
                  {formatDate(e.at)} — {t(`stock:events.${e.kind}`, { defaultValue: e.kind })}
                </Text>
              ))}
            </Stack>
          </details>
        )}
      </Stack>
    </Paper>
  );
}

function NextVisit({ next }: { next: OwnedBike['nextMaintenance'] }) {
  const { t } = useTranslation('dashboards');
  const locale = useLocale();
  if (!next) {
    return (
      <Text size="sm">
        {t('myBikes.noMaintenance')}{' '}
        <Anchor component={Link} to={paths.maintenance.ask.getHref(locale)}>
          {t('myBikes.ask')}
        </Anchor>
      </Text>
    );
  }
  const when =
    next.date === null
      ? t('myBikes.next.waiting')
      : t(next.confirmed ? 'myBikes.next.planned' : 'myBikes.next.wished', { date: formatDate(next.date) });
  return (
    <Text size="sm">
      <Text span fw={600}>
        {t('myBikes.next.label')}
      </Text>{' '}
      <Anchor component={Link} to={paths.maintenance.mineDetail.getHref(locale, next.requestId)}>
        {when}
      </Anchor>
    </Text>
  );
}
