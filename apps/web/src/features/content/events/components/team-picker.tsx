import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeTeams } from '@/features/content/events/api/change-teams';
import { useEventTeams } from '@/features/content/events/api/get-event-teams';
import { isApiError, useErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

/** The event's teams with their members; the reader joins one, or leaves theirs (one team per event). */
export function TeamPicker({ eventId, mayJoin }: { eventId: number; mayJoin: boolean }) {
  const { t } = useTranslation('events');
  const errorMessage = useErrorMessage();
  const teams = useEventTeams(eventId);
  const change = useChangeTeams(eventId);
  const [failure, setFailure] = useState<unknown>(null);
  const act = async (action: 'join' | 'leave', teamId: number, name: string) => {
    setFailure(null);
    try {
      await change.mutateAsync({ action, teamId });
      notify('success', t(action === 'join' ? 'teams.joined' : 'teams.left', { name }));
    } catch (error) {
      setFailure(error);
    }
  };
  if (teams.isError) return <Alert color="red">{errorMessage(teams.error)}</Alert>;
  const mine = teams.data?.myTeamId ?? null;
  return (
    <Stack gap="sm">
      {failure !== null && (
        <Alert color="red">{isApiError(failure) && failure.code === 'conflict' ? t('teams.alreadyInTeam') : errorMessage(failure)}</Alert>
      )}
      {teams.data && teams.data.data.length === 0 && <Text c="dimmed">{t('teams.none')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {teams.data?.data.map((team) => (
          <Card key={team.id} withBorder padding="md" component="section" aria-labelledby={`team-${team.id}`}>
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <Title order={3} size="h4" id={`team-${team.id}`}>
                  {team.name}
                </Title>
                {team.id === mine && <Badge variant="light">{t('myTeam')}</Badge>}
              </Group>
              <Text size="sm" c="dimmed">
                {team.members.length === 0 ? t('teams.noMembers') : team.members.map((m) => m.name).join(', ')}
              </Text>
              {mayJoin && team.id === mine && (
                <Button variant="default" size="xs" loading={change.isPending} onClick={() => void act('leave', team.id, team.name)}>
                  {t('teams.leave', { name: team.name })}
                </Button>
              )}
              {mayJoin && mine === null && (
                <Button size="xs" loading={change.isPending} onClick={() => void act('join', team.id, team.name)}>
                  {t('teams.join', { name: team.name })}
                </Button>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
