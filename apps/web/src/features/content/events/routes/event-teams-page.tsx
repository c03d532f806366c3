import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadState } from '@/components/ui/load-state';
import { useChangeTeams } from '@/features/content/events/api/change-teams';
import { useEvent } from '@/features/content/events/api/get-event';
import { useEventTeams } from '@/features/content/events/api/get-event-teams';
import { useTeamCandidates } from '@/features/content/events/api/get-team-candidates';
import { EventHeader } from '@/features/content/events/components/event-header';
import { isOrganiser } from '@/features/content/events/components/organiser';
import { TeamRow } from '@/features/content/events/components/team-row';
import { useAuthUser } from '@/lib/auth/auth-context';
import { useErrorMessage, useFieldErrorMessage, isApiError } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

/** `events/{eventId}/teams` (admin, the company's fleet manager): create, rename and delete teams, put people in. */
export function EventTeamsPage() {
  const { t } = useTranslation('events');
  const id = Number(useParams().eventId);
  const user = useAuthUser();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const event = useEvent(id);
  const teams = useEventTeams(id);
  const organiser = event.data ? isOrganiser(user, event.data) : false;
  const candidates = useTeamCandidates(event.data?.company?.id ?? null, organiser);
  const change = useChangeTeams(id);
  const [name, setName] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  usePageTitle(t('pages.teams'));
  if (!event.data) return <LoadState error={event.error} notFound={!Number.isInteger(id)} />;
  if (!organiser) return <LoadState notFound />;

  const run = async (body: Parameters<typeof change.mutateAsync>[0], done: string) => {
    setFailure(null);
    try {
      await change.mutateAsync(body);
      notify('success', done);
      return true;
    } catch (error) {
      setFailure(error);
      return false;
    }
  };
  const people = (candidates.data?.data ?? []).map((p) => ({ id: p.id, name: `${p.firstname} ${p.lastname}` }));
  const nameError = isApiError(failure) ? fieldError(failure.fields?.name) : undefined;

  return (
    <Stack gap="lg">
      <EventHeader event={event.data} heading={t('pages.teams')} />
      {failure !== null && (
        <Alert color="red">
          {isApiError(failure) && failure.fields?.userId ? fieldError(failure.fields.userId) : errorMessage(failure)}
        </Alert>
      )}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!name.trim()) return;
          void run({ action: 'create', name: name.trim() }, t('teams.created')).then((ok) => ok && setName(''));
        }}
      >
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('teams.newName')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={nameError}
            autoComplete="off"
            required
          />
          <Button type="submit" loading={change.isPending}>
            {t('teams.create')}
          </Button>
        </Group>
      </form>
      {teams.data?.data.length === 0 && <Text c="dimmed">{t('teams.none')}</Text>}
      {Boolean(teams.data?.data.length) && (
        <Title order={2} size="h3">
          {t('teams.title')}
        </Title>
      )}
      {teams.data?.data.map((team) => (
        <TeamRow
          key={team.id}
          team={team}
          people={people}
          pending={change.isPending}
          onRename={(next) => void run({ action: 'rename', teamId: team.id, name: next }, t('teams.renamed'))}
          onDelete={() => void run({ action: 'delete', teamId: team.id }, t('teams.deleted'))}
          onPut={(userId) => void run({ action: 'put', teamId: team.id, userId }, t('teams.personPut'))}
          onRemove={(userId) => void run({ action: 'remove', teamId: team.id, userId }, t('teams.personRemoved'))}
        />
      ))}
    </Stack>
  );
}
