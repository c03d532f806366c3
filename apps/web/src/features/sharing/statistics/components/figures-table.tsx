import { Box, Table } from '@mantine/core';
import type { ReactNode } from 'react';

export type FiguresColumn<T> = { key: string; header: string; render: (row: T) => ReactNode; numeric?: boolean };

/** A plain table of figures beside a chart: a caption, column headers, the first column as row headers; scrolls on a phone. */
export function FiguresTable<T>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: FiguresColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
}) {
  return (
    <Box style={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table captionSide="top" striped withTableBorder>
        <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 8 }}>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.key} scope="col" style={{ textAlign: c.numeric ? 'right' : 'left', whiteSpace: 'nowrap' }}>
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((c, i) =>
                i === 0 ? (
                  <Table.Th key={c.key} scope="row" style={{ fontWeight: 500 }}>
                    {c.render(row)}
                  </Table.Th>
                ) : (
                  <Table.Td key={c.key} style={{ textAlign: c.numeric ? 'right' : 'left' }}>
                    {c.render(row)}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
