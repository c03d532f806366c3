import { Alert, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { formatCount, formatDateTime } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { StackedBarChart } from '@/components/ui/stacked-bar-chart';
import { useEventGames } from '@/features/content/events/api/get-event-games';
import { useLeaderboard } from '@/features/content/events/api/get-leaderboard';
import { useErrorMessage } from '@/lib/errors';

const COLORS = [
  'var(--mantine-color-blue-6)',
  'var(--mantine-color-teal-6)',
  'var(--mantine-color-orange-6)',
  'var(--mantine-color-grape-6)',
  'var(--mantine-color-red-6)',
  'var(--mantine-color-lime-7)',
];

/**
 * The live leaderboard: a bar per team (its points game by game) and the ranking as a table, ties sharing a rank.
 * Both refresh every 15 seconds (decision 057), so a screen on the office wall follows the points as they come in.
 */
export function Leaderboard({ eventId }: { eventId: number }) {
  const { t } = useTranslation('events');
  const errorMessage = useErrorMessage();
  const board = useLeaderboard(eventId);
  const games = useEventGames(eventId, true);
  if (board.isError) return <Alert color="red">{errorMessage(board.error)}</Alert>;
  if (!board.data) return null;
  const { data: rows, myTeamId, at } = board.data;
  if (rows.length === 0) return <Text c="dimmed">{t('leaderboard.empty')}</Text>;
  const series = (games.data?.data ?? []).map((g, i) => ({ key: String(g.id), label: g.title, color: COLORS[i % COLORS.length]! }));
  const bars = rows.map((r) => ({
    key: r.teamId,
    label: r.name,
    values: Object.fromEntries(
      (games.data?.data ?? []).map((g) => [String(g.id), Math.max(0, g.totals.find((x) => x.teamId === r.teamId)?.points ?? 0)]),
    ),
  }));
  return (
    <Stack gap="md">
      {series.length > 0 && (
        <StackedBarChart
          title={t('leaderboard.chart')}
          series={series}
          bars={bars}
          labelHeader={t('fields.team')}
          totalHeader={t('fields.points')}
          formatNumber={formatCount}
        />
      )}
      <Table.ScrollContainer minWidth={320}>
        <Table striped>
          <caption>{t('leaderboard.title')}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('fields.rank')}</Table.Th>
              <Table.Th scope="col">{t('fields.team')}</Table.Th>
              <Table.Th scope="col">{t('fields.members')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('fields.points')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.teamId}>
                <Table.Td>{r.rank}</Table.Td>
                <Table.Td>
                  {r.name}{' '}
                  {r.teamId === myTeamId && (
                    <Badge size="sm" variant="light">
                      {t('myTeam')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{formatCount(r.memberCount)}</Table.Td>
                <Table.Td ta="right" fw={600}>
                  {formatCount(r.points)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" wrap="wrap">
        <Text size="xs" c="dimmed">
          {t('leaderboard.updated', { at: formatDateTime(at) })}
        </Text>
        <DownloadButtons path={`/events/${eventId}/leaderboard`} query={{}} />
      </Group>
    </Stack>
  );
}
