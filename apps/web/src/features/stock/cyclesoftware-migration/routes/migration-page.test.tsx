import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MigrationPage } from '@/features/stock/cyclesoftware-migration/routes/migration-page';
import { json, makeUser, mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import type { MigrationReport } from '@veloport/domain';

const admin = makeUser({ language: 'en', isAdmin: true, permission: ['admin'] });

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=t0k3n; path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('the CycleSoftware migration', { timeout: 20_000 }, () => {
  it('runs a dry run first, reports rejected lines with their reason, then imports the same file', async () => {
    const calls = mockApi((call) => {
      if (call.path === '/api/auth/check') return json(200, { authenticated: true, user: admin });
      if (call.path === '/api/migrations/cyclesoftware') {
        const { dryRun } = call.body as { dryRun: boolean };
        return json(200, {
          kind: 'bikes',
          dryRun,
          created: 2,
          updated: 1,
          rejected: [{ line: 4, field: 'merk', reason: 'unknown_model' }],
        } satisfies MigrationReport);
      }
      return undefined;
    });
    await renderRoutes(
      [{ path: 'dashboard/cyclesoftware-migration', element: <MigrationPage /> }],
      '/en/dashboard/cyclesoftware-migration',
    );
    await screen.findByRole('heading', { level: 1, name: 'CycleSoftware migration' });
    await userEvent.selectOptions(screen.getByLabelText('What to import'), 'bikes');
    await userEvent.type(screen.getByLabelText('CSV content'), 'framenummer;merk');
    expect((screen.getByRole('button', { name: 'Import for real' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Dry run' }));
    expect(await screen.findByText('Would create 2, update 1, reject 1.')).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'merk' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Import for real' }));
    // The real run asks once, repeating what the dry run found.
    expect(calls.filter((c) => c.path === '/api/migrations/cyclesoftware')).toHaveLength(1);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Import for real' }));

    await vi.waitFor(() => expect(calls.filter((c) => c.path === '/api/migrations/cyclesoftware')).toHaveLength(2));
    expect(calls.filter((c) => c.path === '/api/migrations/cyclesoftware').map((c) => c.body)).toEqual([
      { kind: 'bikes', csv: 'framenummer;merk', dryRun: true },
      { kind: 'bikes', csv: 'framenummer;merk', dryRun: false },
    ]);
  });
});
