import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatCount, formatDateTime } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventGame } from '@/features/content/events/api/get-event-games';
import { useGamePoints } from '@/features/content/events/api/get-game-points';
import { PointsForm } from '@/features/content/events/components/points-form';

type Props = {
  eventId: number;
  game: EventGame;
  teams: { id: number; name: string }[];
  mayEnterPoints: boolean;
  mayDelete: boolean;
  onDelete: () => void;
};

/** A game with each team's points, the form to enter more, and its entries with who and when. */
export function GameCard({ eventId, game, teams, mayEnterPoints, mayDelete, onDelete }: Props) {
  const { t } = useTranslation('events');
  const [showEntries, setShowEntries] = useState(false);
  const entries = useGamePoints(eventId, showEntries ? game.id : null);
  const total = (teamId: number) => game.totals.find((x) => x.teamId === teamId)?.points ?? 0;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={`game-${game.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Title order={3} size="h4" id={`game-${game.id}`}>
              {game.title}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`kinds.${game.kind}`)}
            </Text>
          </div>
          {mayDelete && (
            <Button variant="subtle" color="red" size="xs" onClick={onDelete}>
              {t('games.delete', { title: game.title })}
            </Button>
          )}
        </Group>
        <Text size="sm">{teams.map((team) => `${team.name}: ${formatCount(total(team.id))}`).join(' · ') || t('teams.none')}</Text>
        {mayEnterPoints && teams.length > 0 && <PointsForm eventId={eventId} gameId={game.id} teams={teams} />}
        <Button variant="default" size="xs" w="fit-content" onClick={() => setShowEntries((v) => !v)} aria-expanded={showEntries}>
          {showEntries ? t('points.hideEntries') : t('points.showEntries')}
        </Button>
        {showEntries && entries.data && (
          <Table.ScrollContainer minWidth={480}>
            <Table>
              <caption>{t('points.entries', { title: game.title })}</caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('points.at')}</Table.Th>
                  <Table.Th scope="col">{t('fields.team')}</Table.Th>
                  <Table.Th scope="col">{t('fields.points')}</Table.Th>
                  <Table.Th scope="col">{t('fields.note')}</Table.Th>
                  <Table.Th scope="col">{t('points.by')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.data.data.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>{formatDateTime(e.enteredAt)}</Table.Td>
                    <Table.Td>{e.team.name}</Table.Td>
                    <Table.Td>{formatCount(e.points)}</Table.Td>
                    <Table.Td>{e.note ?? '—'}</Table.Td>
                    <Table.Td>{e.enteredBy?.name ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
