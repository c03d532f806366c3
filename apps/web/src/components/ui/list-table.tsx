import { Alert, Text } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table';
import { useErrorMessage } from '@/lib/errors';

type Props<T> = ComponentProps<typeof DataTable<T>> & {
  /** The list's query failed: its translated message stands above the table (alone when nothing was ever loaded). */
  error?: unknown;
  /** A search or a filter is on: an empty first page means "nothing matches", not "nothing yet". */
  filtered?: boolean;
  /** Said in the table when a search, a filter or a page past the end finds nothing; by default "Nothing to show." */
  noMatchText?: string;
};

/**
 * The list of a screen (decision 077; `useListScreen` gives most of its props): the shared DataTable, its error alert,
 * and for an empty unfiltered first page just the "nothing here" text. An empty table still scrolls sideways on a
 * phone, and a scrolling region with nothing to focus is out of reach of keyboard users (axe: scrollable-region-focusable).
 */
export function ListTable<T>({ error, filtered = false, noMatchText, emptyText, ...props }: Props<T>) {
  const { t } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const alert = error ? <Alert color="red">{errorMessage(error)}</Alert> : null;
  if (alert && !props.rows) return alert;
  if (props.rows && props.rows.length === 0 && props.page <= 1 && !filtered) {
    return (
      <>
        {alert}
        <Text c="dimmed" ta="center" py="lg">
          {emptyText ?? t('table.empty')}
        </Text>
      </>
    );
  }
  return (
    <>
      {alert}
      <DataTable {...props} emptyText={noMatchText} />
    </>
  );
}
