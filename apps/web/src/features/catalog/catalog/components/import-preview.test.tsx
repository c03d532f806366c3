import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportRun } from '@/features/catalog/catalog/api/get-import-run';
import { ImportBrandPage } from '@/features/catalog/catalog/routes/import-brand-page';
import { json, makeUser, mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import type { Infer } from '@/lib/contract';
import type { applyImportResponseSchema } from '@veloport/domain';

const admin = makeUser({ language: 'en', isAdmin: true, permission: ['admin'] });
const at = '2026-02-01T10:00:00.000Z';
const feedItem = {
  ref: 'CU-2025-007',
  model: 'Kathmandu Hybrid SLX',
  year: 2025,
  priceCents: 371074,
  available: true,
  frameType: 'H' as const,
  usage: 'trekking' as const,
  electric: true,
  batteryWh: 750,
  engineNm: 85,
  sizes: ['M', 'L'],
};

const run: ImportRun = {
  id: 12,
  brand: 'cube',
  source: 'sample',
  format: 'json',
  status: 'previewed',
  summary: { new: 1, changed: 1, gone: 1 },
  appliedCount: 0,
  createdAt: at,
  createdBy: 'Anne Admin',
  appliedAt: null,
  appliedKeys: [],
  items: [
    { key: 'new:CU-2025-007', kind: 'new', ref: 'CU-2025-007', model: 'Kathmandu Hybrid SLX', modelId: null, changes: [], item: feedItem },
    {
      key: 'changed:CU-2025-001',
      kind: 'changed',
      ref: 'CU-2025-001',
      model: 'Kathmandu Hybrid ONE 800',
      modelId: 4,
      changes: [
        { field: 'priceCents', from: 346281, to: 355289 },
        { field: 'available', from: true, to: false },
      ],
      item: { ...feedItem, ref: 'CU-2025-001', model: 'Kathmandu Hybrid ONE 800' },
    },
    { key: 'gone:CU-2024-003', kind: 'gone', ref: 'CU-2024-003', model: 'Touring Hybrid Pro', modelId: 9, changes: [], item: null },
  ],
};

function importApi() {
  return mockApi((call) => {
    if (call.path === '/api/auth/check') return json(200, { authenticated: true, user: admin });
    if (call.path === '/api/catalog/imports/cube/sample' && call.method === 'POST') return json(201, { run });
    if (call.path === '/api/catalog/imports/12' && call.method === 'GET') return json(200, { run });
    if (call.path === '/api/catalog/imports/12/apply' && call.method === 'POST') {
      const keys = (call.body as { apply: string[] }).apply;
      return json(200, {
        run: { ...run, status: 'applied', appliedKeys: keys, appliedCount: keys.length, appliedAt: at },
        result: { created: 1, updated: 0, withdrawn: 1 },
      } satisfies Infer<typeof applyImportResponseSchema>);
    }
    return undefined;
  });
}

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=t0k3n; path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('the brand import preview', { timeout: 30_000 }, () => {
  it('shows new, changed (old → new per field) and gone items, and applies only the chosen ones', async () => {
    const calls = importApi();
    const app = await renderRoutes(
      [{ path: 'dashboard/bikes-catalog/scrapping/:brand', element: <ImportBrandPage /> }],
      '/en/dashboard/bikes-catalog/scrapping/cube',
    );
    await screen.findByRole('heading', { level: 1, name: 'Cube import' });
    await userEvent.click(screen.getByRole('button', { name: 'Load the sample feed' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'New models (1)' })).toBeTruthy();
    expect(app.location()).toBe('/en/dashboard/bikes-catalog/scrapping/cube?run=12');
    expect(screen.getByRole('heading', { level: 2, name: 'Changed models (1)' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Gone from the feed (1)' })).toBeTruthy();
    // Field by field, what we have and what the feed says.
    expect(screen.getByText('3 462,81 €')).toBeTruthy();
    expect(screen.getByText('3 552,89 €')).toBeTruthy();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Apply CU-2025-001 Kathmandu Hybrid ONE 800' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply the 2 chosen changes' }));
    // Applying asks once, saying what will change; nothing is sent before that.
    expect(calls.some((call) => call.path === '/api/catalog/imports/12/apply')).toBe(false);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Apply the 2 chosen changes' }));

    expect(
      await screen.findByText('1 created, 0 updated, 1 withdrawn from sale.', {
        selector: '.mantine-Alert-message *, .mantine-Alert-message',
      }),
    ).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/catalog/imports/12/apply')?.body).toEqual({
      apply: ['new:CU-2025-007', 'gone:CU-2024-003'],
    });
  });
});
