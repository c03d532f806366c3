import { Alert, Button, Card, FileButton, Group, NativeSelect, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { MIGRATION_KINDS, type MigrationReport } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '@/lib/api-client';
import { useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

type Kind = (typeof MIGRATION_KINDS)[number];
type Request = { kind: Kind; csv: string; dryRun: boolean };

const runMigration = (request: Request): Promise<MigrationReport> => apiClient.post<MigrationReport>('/migrations/cyclesoftware', request);

function Report({ report }: { report: MigrationReport }) {
  const { t } = useTranslation('catalog');
  const fieldError = useFieldErrorMessage();
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {report.dryRun ? t('migration.dryRunReport') : t('migration.importReport')}
        </Title>
        <Text>{t(report.dryRun ? 'migration.wouldDo' : 'migration.did', { created: report.created, updated: report.updated, rejected: report.rejected.length })}</Text>
        {report.rejected.length > 0 && (
          <Table.ScrollContainer minWidth={360} tabIndex={0} role="region" aria-label={t('migration.rejected')}>
            <Table striped>
              <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>{t('migration.rejected')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('migration.line')}</Table.Th>
                  <Table.Th>{t('migration.column')}</Table.Th>
                  <Table.Th>{t('migration.reason')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.rejected.map((r, i) => (
                  <Table.Tr key={`${r.line}-${r.field}-${i}`}>
                    <Table.Td>{r.line}</Table.Td>
                    <Table.Td>{r.field ?? '—'}</Table.Td>
                    <Table.Td>{fieldError(r.reason)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}

/** `cyclesoftware-migration`: customers, bikes or stock from CycleSoftware's CSV exports; a dry run first, then the import. */
export function MigrationPage() {
  const { t } = useTranslation('catalog');
  const errorMessage = useErrorMessage();
  const [kind, setKind] = useState<Kind>('customers');
  const [csv, setCsv] = useState('');
  const [checked, setChecked] = useState<{ kind: Kind; csv: string } | null>(null);
  const migration = useMutation({ mutationFn: runMigration });
  usePageTitle(t('migration.title'));
  const dryRunDone = checked !== null && checked.kind === kind && checked.csv === csv;

  const run = (dryRun: boolean) =>
    migration.mutate(
      { kind, csv, dryRun },
      {
        onSuccess: (report) => {
          if (dryRun) setChecked({ kind, csv });
          else {
            setChecked(null);
            notify('success', t('migration.did', { created: report.created, updated: report.updated, rejected: report.rejected.length }));
          }
        },
      },
    );

  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1}>{t('migration.title')}</Title>
        <Text c="dimmed">{t('migration.intro')}</Text>
      </div>
      <Card withBorder>
        <Stack gap="sm">
          <NativeSelect
            label={t('migration.kind')}
            value={kind}
            onChange={(e) => setKind(e.currentTarget.value as Kind)}
            data={MIGRATION_KINDS.map((k) => ({ value: k, label: t(`migration.kinds.${k}`) }))}
            description={t(`migration.columns.${kind}`)}
            maw={420}
          />
          <Textarea label={t('migration.csv')} value={csv} onChange={(e) => setCsv(e.currentTarget.value)} rows={8} styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }} />
          <Group>
            <FileButton onChange={(file) => void file?.text().then(setCsv)} accept=".csv,text/csv">
              {(props) => (
                <Button {...props} variant="default" leftSection={<IconUpload size={16} aria-hidden />}>
                  {t('migration.chooseFile')}
                </Button>
              )}
            </FileButton>
            <Button onClick={() => run(true)} disabled={!csv.trim()} loading={migration.isPending && migration.variables?.dryRun === true}>
              {t('migration.dryRun')}
            </Button>
            <Button color="orange.9" onClick={() => run(false)} disabled={!dryRunDone} loading={migration.isPending && migration.variables?.dryRun === false}>
              {t('migration.import')}
            </Button>
          </Group>
          {!dryRunDone && csv.trim() && <Text size="sm">{t('migration.dryRunFirst')}</Text>}
        </Stack>
      </Card>
      {migration.isError && <Alert color="red">{errorMessage(migration.error)}</Alert>}
      {migration.data && <Report report={migration.data} />}
    </Stack>
  );
}
