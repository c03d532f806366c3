import { Badge, Box, Table, Text } from '@mantine/core';
import type { RankingRow } from '@veloport/domain';
import { useTranslation } from 'react-i18next';

/** One decimal with the screen's separator (spec §9: a comma in French and Dutch). */
export const tenths = (n: number, locale: string) => n.toLocaleString(locale, { maximumFractionDigits: 1 });

/** The ranking as a table: rank, rider (or "Anonymous"), km, kg CO2; the caller's own row stands out. */
export function RankingTable({
  caption,
  rows,
  hideCaption = false,
  teams = false,
}: {
  caption: string;
  rows: RankingRow[];
  hideCaption?: boolean;
  /** The rows are an event's teams: the name column says so, and the caller's team is "your team". */
  teams?: boolean;
}) {
  const { t, i18n } = useTranslation('ranking');
  return (
    <Box style={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table captionSide="top" withTableBorder striped>
        <caption
          style={
            hideCaption
              ? { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }
              : { textAlign: 'left', fontWeight: 600, paddingBottom: 8 }
          }
        >
          {caption}
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('table.rank')}</Table.Th>
            <Table.Th scope="col">{t(teams ? 'teams.name' : 'table.name')}</Table.Th>
            <Table.Th scope="col" style={{ textAlign: 'right' }}>
              {t('table.km')}
            </Table.Th>
            <Table.Th scope="col" style={{ textAlign: 'right' }}>
              {t('table.co2')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => (
            <Table.Tr
              key={`${row.rank}-${i}`}
              aria-current={row.isMe ? 'true' : undefined}
              style={row.isMe ? { backgroundColor: 'var(--mantine-color-green-light)', fontWeight: 600 } : undefined}
            >
              <Table.Td>{row.rank}</Table.Td>
              <Table.Th scope="row" style={{ fontWeight: 'inherit' }}>
                {row.name ?? (
                  <Text span c="dimmed" fs="italic" inherit>
                    {t('table.anonymous')}
                  </Text>
                )}
                {row.isMe && (
                  <Badge ml="xs" size="sm" variant="light" color="green">
                    {t(teams ? 'teams.yours' : 'table.you')}
                  </Badge>
                )}
              </Table.Th>
              <Table.Td style={{ textAlign: 'right' }}>{tenths(row.km, i18n.language)}</Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>{tenths(row.co2Kg, i18n.language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
