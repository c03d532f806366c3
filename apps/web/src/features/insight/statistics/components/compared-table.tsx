import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { ScrollRegion } from '@/components/ui/scroll-region';

export type ComparedRow = { key: string; label: string; cells: ReactNode[] };

/** A plain table of figures: a row header per figure or group, numbers to the right, scrolling sideways on a phone. */
export function ComparedTable({
  caption,
  labelHeader,
  headers,
  rows,
}: {
  caption: string;
  labelHeader: string;
  headers: string[];
  rows: ComparedRow[];
}) {
  return (
    <ScrollRegion minWidth={320} label={caption}>
      <Table striped withTableBorder fz="sm">
        <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 4 }}>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{labelHeader}</Table.Th>
            {headers.map((h) => (
              <Table.Th key={h} scope="col" style={{ textAlign: 'right' }}>
                {h}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={500}>
                {row.label}
              </Table.Th>
              {row.cells.map((cell, i) => (
                <Table.Td key={i} style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
