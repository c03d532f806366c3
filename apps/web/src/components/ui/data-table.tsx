import { Center, Group, Loader, Pagination, Select, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '@/components/ui/data-table.module.css';

export type DataTableColumn<T> = {
  /** `actions`: the row's buttons, at the bottom of the card on a phone. */
  key: string;
  header: ReactNode;
  /** The cell's label on a phone card, when the header is not a plain text (a checkbox…). */
  label?: string;
  /** The row's header (its card's heading on a phone); by default the first column. */
  rowHeader?: boolean;
  /** The API's sort key when the column can be sorted. */
  sortKey?: string;
  render: (row: T) => ReactNode;
  /** Hidden on phones to keep the table readable. */
  hideOnPhone?: boolean;
  align?: 'left' | 'right' | 'center';
};

type Props<T> = {
  caption: string;
  columns: DataTableColumn<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  total: number;
  /** The API stopped counting at `total` (meta.totalCapped): the summary reads "10000+ results". */
  totalCapped?: boolean;
  page: number;
  perPage: number;
  sort?: string;
  order?: 'asc' | 'desc';
  loading?: boolean;
  emptyText?: string;
  onSort?: (sortKey: string) => void;
  onPage: (page: number) => void;
  onPerPage?: (perPage: number) => void;
};

const PER_PAGE_OPTIONS = ['10', '25', '50', '100'];

/**
 * The one list table of the back office: sortable headers (aria-sort), pagination and page size, empty and loading
 * states. On a phone each row is a card (data-table.module.css): the row header first, each cell under its column's
 * label, the actions last.
 */
export function DataTable<T>(props: Props<T>) {
  const { t } = useTranslation('common');
  const { columns, rows, total, page, perPage, sort, order } = props;
  const pages = Math.max(1, Math.ceil(total / perPage));
  const headingKey = (columns.find((c) => c.rowHeader) ?? columns[0])?.key;
  const label = (c: DataTableColumn<T>) => c.label ?? (typeof c.header === 'string' && c.header !== '' ? c.header : undefined);

  const header = (c: DataTableColumn<T>) => {
    if (!c.sortKey || !props.onSort) return c.header;
    const active = sort === c.sortKey;
    const Icon = !active ? IconArrowsSort : order === 'desc' ? IconArrowDown : IconArrowUp;
    return (
      <UnstyledButton onClick={() => props.onSort?.(c.sortKey!)} fw={600} fz="sm">
        <Group gap={4} wrap="nowrap">
          {c.header}
          <Icon size={14} aria-hidden />
          <VisuallyHidden>{t('table.sortBy')}</VisuallyHidden>
        </Group>
      </UnstyledButton>
    );
  };

  return (
    <div>
      {/* Focusable and named, so keyboard users can scroll a wide table (axe: scrollable-region-focusable). */}
      <Table.ScrollContainer
        type="native"
        minWidth={480}
        tabIndex={0}
        role="region"
        aria-label={props.caption}
        classNames={{ scrollContainerInner: classes.inner }}
      >
        <Table striped highlightOnHover verticalSpacing="sm" className={classes.table}>
          <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
            <VisuallyHidden>{props.caption}</VisuallyHidden>
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th
                  key={c.key}
                  ta={c.align}
                  visibleFrom={c.hideOnPhone ? 'sm' : undefined}
                  data-sortable={c.sortKey && props.onSort ? true : undefined}
                  aria-sort={c.sortKey && sort === c.sortKey ? (order === 'desc' ? 'descending' : 'ascending') : undefined}
                >
                  {header(c)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows?.map((row) => (
              <Table.Tr key={props.rowKey(row)}>
                {columns.map((c) => {
                  const heading = c.key === headingKey;
                  const Cell = heading ? Table.Th : Table.Td;
                  return (
                    <Cell
                      key={c.key}
                      scope={heading ? 'row' : undefined}
                      className={heading ? classes.heading : c.key === 'actions' ? classes.actions : undefined}
                      data-label={heading ? undefined : label(c)}
                      ta={c.align}
                      visibleFrom={c.hideOnPhone ? 'sm' : undefined}
                    >
                      {c.render(row)}
                    </Cell>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {props.loading && !rows && (
        <Center py="lg">
          <Loader size="sm" role="status" aria-label={t('loading')} />
        </Center>
      )}
      {rows && rows.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {props.emptyText ?? t('table.empty')}
        </Text>
      )}
      <Group justify="space-between" mt="md" wrap="wrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t(props.totalCapped ? 'table.summaryCapped' : 'table.summary', { count: total, page, pages })}
        </Text>
        <Group gap="sm">
          {props.onPerPage && (
            <Select
              aria-label={t('table.perPage')}
              data={PER_PAGE_OPTIONS}
              value={String(perPage)}
              onChange={(v) => v && props.onPerPage?.(Number(v))}
              w={90}
              allowDeselect={false}
            />
          )}
          <Pagination
            total={pages}
            value={page}
            onChange={props.onPage}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': t(`table.pagination.${control}`) })}
            getItemProps={(p) => ({ 'aria-label': t('table.pagination.page', { page: p }) })}
          />
        </Group>
      </Group>
    </div>
  );
}
