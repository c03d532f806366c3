import { Stack, Text, Title } from '@mantine/core';
import { mayJoinEvent } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadState } from '@/components/ui/load-state';
import { useEvent } from '@/features/content/events/api/get-event';
import { EventHeader } from '@/features/content/events/components/event-header';
import { Leaderboard } from '@/features/content/events/components/leaderboard';
import { TeamPicker } from '@/features/content/events/components/team-picker';
import { useAuthUser } from '@/lib/auth/auth-context';
import { usePageTitle } from '@/lib/use-page-title';

/** An event as its participants see it: what, when, where; the teams to join; the live leaderboard. */
export function EventDetailPage() {
  const { t } = useTranslation('events');
  const id = Number(useParams().eventId);
  const user = useAuthUser();
  const event = useEvent(id);
  usePageTitle(event.data?.title ?? t('title'));
  if (!event.data) return <LoadState error={event.error} notFound={!Number.isInteger(id)} />;
  const mayJoin = mayJoinEvent({ companyId: event.data.company?.id ?? null }, { companyId: user.company?.id ?? null });
  return (
    <Stack gap="xl">
      <EventHeader event={event.data} />
      {event.data.description && <Text style={{ whiteSpace: 'pre-line' }}>{event.data.description}</Text>}
      <Stack gap="sm" component="section" aria-labelledby="event-teams">
        <Title order={2} id="event-teams">
          {t('teams.title')}
        </Title>
        <TeamPicker eventId={id} mayJoin={mayJoin} />
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="event-leaderboard">
        <Title order={2} id="event-leaderboard">
          {t('leaderboard.title')}
        </Title>
        <Leaderboard eventId={id} />
      </Stack>
    </Stack>
  );
}
