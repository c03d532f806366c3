import type { MIGRATION_KINDS, MigrationReport } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type MigrationKind = (typeof MIGRATION_KINDS)[number];
export type MigrationRequest = { kind: MigrationKind; csv: string; dryRun: boolean };

/** Sends a CycleSoftware export; `dryRun` answers what would change without changing it. */
export const runMigration = (request: MigrationRequest): Promise<MigrationReport> =>
  apiClient.post<MigrationReport>('/migrations/cyclesoftware', request);

export function useRunMigration() {
  return useMutation({ mutationFn: runMigration });
}
