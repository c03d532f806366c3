import { Anchor, Badge, Group, Text, Title } from '@mantine/core';
import { formatDate } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CyclingEvent } from '@/features/content/events/api/get-event';
import { isOrganiser } from '@/features/content/events/components/organiser';
import { eventsPaths } from '@/features/content/events/events-paths';
import { useAuthUser } from '@/lib/auth/auth-context';
import { useLocale } from '@/lib/locale';

/** An event's title, date, place and audience, with the links between its pages. */
export function EventHeader({ event, heading }: { event: CyclingEvent; heading?: string }) {
  const { t } = useTranslation('events');
  const locale = useLocale();
  const organiser = isOrganiser(useAuthUser(), event);
  return (
    <div>
      <Anchor component={Link} to={eventsPaths.list.getHref(locale)} size="sm">
        {t('backToList')}
      </Anchor>
      <Title order={1}>{heading ?? event.title}</Title>
      <Group gap="sm" mt={4}>
        <Text c="dimmed">
          {heading ? `${event.title} · ` : ''}
          {formatDate(event.date)} · {event.place}
        </Text>
        <Badge variant="outline">{event.company?.name ?? t('everyone')}</Badge>
      </Group>
      <Group gap="md" mt="xs" component="nav" aria-label={t('eventPages')}>
        <Anchor component={Link} to={eventsPaths.detail.getHref(locale, event.id)} size="sm">
          {t('pages.overview')}
        </Anchor>
        {organiser && (
          <>
            <Anchor component={Link} to={eventsPaths.teams.getHref(locale, event.id)} size="sm">
              {t('pages.teams')}
            </Anchor>
            <Anchor component={Link} to={eventsPaths.games.getHref(locale, event.id)} size="sm">
              {t('pages.games')}
            </Anchor>
          </>
        )}
      </Group>
    </div>
  );
}
