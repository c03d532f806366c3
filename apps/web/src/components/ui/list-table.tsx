import { Text } from '@mantine/core';
import type { ComponentProps } from 'react';
import { DataTable } from '@/components/ui/data-table';

type Props<T> = ComponentProps<typeof DataTable<T>>;

/**
 * The shared DataTable, except for an empty first page: just the "nothing here" text. An empty table
 * still scrolls sideways on a phone, and a scrolling region with nothing to focus is out of reach of
 * keyboard users (axe: scrollable-region-focusable).
 */
export function ListTable<T>(props: Props<T>) {
  if (props.rows && props.rows.length === 0 && props.page <= 1) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {props.emptyText}
      </Text>
    );
  }
  return <DataTable {...props} />;
}
