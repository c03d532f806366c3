import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Button } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { DataTableColumn } from '@/components/ui/data-table';
import classes from '@/components/ui/data-table.module.css';
import { ListTable } from '@/components/ui/list-table';
import { ApiError } from '@/lib/api-client';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { renderWithProviders } from '@/test/render';

type Bill = { id: number; number: string; status: string };
type Query = { data?: { data: Bill[]; meta: { total: number } }; isPending: boolean; error: unknown };

const columns: DataTableColumn<Bill>[] = [
  { key: 'number', header: 'Number', sortKey: 'number', render: (b) => b.number },
  { key: 'status', header: 'Status', render: (b) => b.status },
  { key: 'actions', header: '', render: (b) => <Button size="xs">Pay {b.number}</Button> },
];

function Bills({ query }: { query: Query }) {
  const list = useListParams();
  const table = useListScreen(query, list);
  return <ListTable {...table} caption="Bills" columns={columns} rowKey={(b) => b.id} emptyText="No bill yet." />;
}

async function show(query: Query, url = '/bills') {
  const router = createMemoryRouter([{ path: '/bills', element: <Bills query={query} /> }], { initialEntries: [url] });
  await renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const page = (bills: Bill[], total = bills.length): Query => ({ data: { data: bills, meta: { total } }, isPending: false, error: null });
const bills = [
  { id: 1, number: 'B-001', status: 'Paid' },
  { id: 2, number: 'B-002', status: 'Overdue' },
];

describe('ListTable with useListScreen', () => {
  it('says in words why the list could not load, without an empty table under it', async () => {
    await show({ isPending: false, error: new ApiError(0, 'network_error') });
    expect(screen.getByText('The server cannot be reached. Check your connection and try again.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows only the "nothing yet" text for an empty list', async () => {
    await show(page([]));
    expect(screen.getByText('No bill yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says "nothing to show" in the table, not "nothing yet", when a search finds nothing', async () => {
    await show(page([]), '/bills?q=nothing');
    expect(screen.queryByText('No bill yet.')).toBeNull();
    expect(screen.getByRole('table', { name: 'Bills' })).toBeTruthy();
    expect(screen.getByText('Nothing to show.')).toBeTruthy();
  });

  it('writes the sort and the page back to the address', async () => {
    const user = userEvent.setup();
    const router = await show(page(bills, 60));
    await user.click(screen.getByRole('button', { name: /^Number/ }));
    expect(router.state.location.search).toBe('?sort=number&order=asc');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(router.state.location.search).toBe('?sort=number&order=asc&page=2');
  });

  it('gives each row what its phone card shows: the first column as the heading, each cell its label, the actions last', async () => {
    await show(page(bills));
    const table = screen.getByRole('table', { name: 'Bills' });
    expect(table.classList.contains(classes.table)).toBe(true);
    const row = within(table).getByRole('rowheader', { name: 'B-001' }).closest('tr')!;
    expect(within(row).getByRole('rowheader').classList.contains(classes.heading)).toBe(true);
    expect(within(row).getByText('Paid').closest('td')?.dataset.label).toBe('Status');
    const actions = within(row).getByRole('button', { name: 'Pay B-001' }).closest('td')!;
    expect(actions.classList.contains(classes.actions)).toBe(true);
    expect(actions.dataset.label).toBeUndefined();
    // Only sortable headers stay above the cards on a phone.
    expect(
      within(table)
        .getByRole('columnheader', { name: /Number/ })
        .hasAttribute('data-sortable'),
    ).toBe(true);
    expect(within(table).getByRole('columnheader', { name: 'Status' }).hasAttribute('data-sortable')).toBe(false);
  });

  it('turns rows into cards under the sm breakpoint, labelled from data-label, with no minimum width', () => {
    // jsdom applies no style sheet: the rule itself is read (the browser measurement is the e2e journeys').
    const cardRule = readFileSync(join(import.meta.dirname, 'data-table.module.css'), 'utf8');
    const phone = cardRule.slice(cardRule.indexOf('@mixin smaller-than $mantine-breakpoint-sm'));
    expect(phone.length).toBeLessThan(cardRule.length);
    expect(phone).toMatch(/\.inner\.inner \{\s*min-width: 0;/);
    expect(phone).toMatch(/\.table > tbody > tr \{\s*display: flex;\s*flex-direction: column;/);
    expect(phone).toMatch(/td\[data-label\]::before \{\s*content: attr\(data-label\);/);
    expect(phone).toMatch(/\.actions \{\s*order: 1;/);
  });
});
