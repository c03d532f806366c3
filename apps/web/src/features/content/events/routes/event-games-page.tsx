import { Alert, Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { EVENT_GAME_KINDS, type EventGameKind, can } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadState } from '@/components/ui/load-state';
import { useDeleteGame } from '@/features/content/events/api/delete-game';
import { useEvent } from '@/features/content/events/api/get-event';
import { useEventGames } from '@/features/content/events/api/get-event-games';
import { useEventTeams } from '@/features/content/events/api/get-event-teams';
import { useSaveGame } from '@/features/content/events/api/save-game';
import { EventHeader } from '@/features/content/events/components/event-header';
import { GameCard } from '@/features/content/events/components/game-card';
import { isOrganiser } from '@/features/content/events/components/organiser';
import { useAuthUser } from '@/lib/auth/auth-context';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

/** `events/{eventId}/games`: the admin adds games (km ridden, days cycled to work, quiz); organisers enter points. */
export function EventGamesPage() {
  const { t } = useTranslation('events');
  const id = Number(useParams().eventId);
  const user = useAuthUser();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const event = useEvent(id);
  const games = useEventGames(id);
  const teams = useEventTeams(id);
  const save = useSaveGame(id, null);
  const remove = useDeleteGame(id);
  const [kind, setKind] = useState<EventGameKind>('km_ridden');
  const [title, setTitle] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  usePageTitle(t('pages.games'));
  if (!event.data) return <LoadState error={event.error} notFound={!Number.isInteger(id)} />;
  const admin = can(user, 'admin');
  const organiser = isOrganiser(user, event.data);
  if (!organiser) return <LoadState notFound />;
  const teamChoices = (teams.data?.data ?? []).map((x) => ({ id: x.id, name: x.name }));
  const fields: Record<string, string> = isApiError(failure) ? failure.fields : {};

  return (
    <Stack gap="lg">
      <EventHeader event={event.data} heading={t('pages.games')} />
      {admin && (
        <form
          noValidate
          onSubmit={async (e) => {
            e.preventDefault();
            if (!title.trim()) return;
            setFailure(null);
            try {
              await save.mutateAsync({ kind, title: title.trim() });
              notify('success', t('games.created'));
              setTitle('');
            } catch (error) {
              setFailure(error);
            }
          }}
        >
          <Stack gap="sm">
            {failure !== null && !Object.keys(fields).length && <Alert color="red">{errorMessage(failure)}</Alert>}
            <Group align="flex-start" wrap="wrap">
              <NativeSelect
                label={t('fields.kind')}
                value={kind}
                onChange={(e) => setKind(e.currentTarget.value as EventGameKind)}
                data={EVENT_GAME_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
              />
              <TextInput
                label={t('fields.gameTitle')}
                value={title}
                onChange={(e) => setTitle(e.currentTarget.value)}
                error={fieldError(fields.title)}
                autoComplete="off"
                required
              />
              <Button type="submit" mt={25} loading={save.isPending}>
                {t('games.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {games.isError && <Alert color="red">{errorMessage(games.error)}</Alert>}
      <Title order={2} size="h3">
        {t('games.title')}
      </Title>
      {games.data?.data.length === 0 && <Text c="dimmed">{t('games.none')}</Text>}
      {games.data?.data.map((game) => (
        <GameCard
          key={game.id}
          eventId={id}
          game={game}
          teams={teamChoices}
          mayEnterPoints={organiser}
          mayDelete={admin}
          onDelete={() =>
            remove.mutate(game.id, {
              onSuccess: () => notify('success', t('games.deleted')),
              onError: (error) => notify('error', errorMessage(error)),
            })
          }
        />
      ))}
    </Stack>
  );
}
