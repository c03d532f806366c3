import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table that may be wider than the screen: it scrolls sideways inside a region a keyboard user can reach and a
 * screen reader names (axe: scrollable-region-focusable). The one wrapper for such tables; DataTable does the same.
 */
export function ScrollRegion({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    <Table.ScrollContainer type="native" minWidth={minWidth} tabIndex={0} role="region" aria-label={label}>
      {children}
    </Table.ScrollContainer>
  );
}
