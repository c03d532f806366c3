import { Alert, Button, Card, FileButton, Group, NativeSelect, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { MIGRATION_KINDS, type MigrationReport } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { useRunMigration, type MigrationKind } from '@/features/stock/cyclesoftware-migration/api/run-migration';
import { useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

type Kind = MigrationKind;

/** "2 créés, 0 mis à jour, 1 refusé": each count through its own plural. */
function useMigrationCounts() {
  const { t } = useTranslation('catalog');
  return (r: MigrationReport) =>
    [
      t('migration.counts.created', { count: r.created }),
      t('migration.counts.updated', { count: r.updated }),
      t('migration.counts.rejected', { count: r.rejected.length }),
    ].join(', ');
}

function Report({ report }: { report: MigrationReport }) {
  const { t } = useTranslation('catalog');
  const fieldError = useFieldErrorMessage();
  const counts = useMigrationCounts();
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {report.dryRun ? t('migration.dryRunReport') : t('migration.importReport')}
        </Title>
        <Text>
          {report.dryRun
            ? t('migration.wouldDo', { created: report.created, updated: report.updated, rejected: report.rejected.length })
            : `${counts(report)}.`}
        </Text>
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
  const [checked, setChecked] = useState<{ kind: Kind; csv: string; report: MigrationReport } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const counts = useMigrationCounts();
  const migration = useRunMigration();
  usePageTitle(t('migration.title'));
  const dryRunDone = checked !== null && checked.kind === kind && checked.csv === csv;

  const run = (dryRun: boolean) =>
    migration.mutate(
      { kind, csv, dryRun },
      {
        onSuccess: (report) => {
          if (dryRun) setChecked({ kind, csv, report });
          else {
            setChecked(null);
            setConfirming(false);
            notify('success', `${counts(report)}.`);
          }
        },
        onError: () => setConfirming(false),
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
          <Textarea
            label={t('migration.csv')}
            value={csv}
            onChange={(e) => setCsv(e.currentTarget.value)}
            rows={8}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
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
            <Button
              color="orange.9"
              onClick={() => setConfirming(true)}
              disabled={!dryRunDone}
              loading={migration.isPending && migration.variables?.dryRun === false}
            >
              {t('migration.import')}
            </Button>
          </Group>
          {!dryRunDone && csv.trim() && <Text size="sm">{t('migration.dryRunFirst')}</Text>}
        </Stack>
      </Card>
      {/* The real run writes to the database: it repeats the dry run's counts and asks once. */}
      <ConfirmAction
        opened={confirming && dryRunDone}
        title={t('migration.confirm.title')}
        intro={checked ? t('migration.confirm.text', { counts: counts(checked.report) }) : undefined}
        effects={[]}
        confirmLabel={t('migration.import')}
        cancelLabel={t('migration.confirm.cancel')}
        pending={migration.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => run(false)}
      />
      {migration.isError && <Alert color="red">{errorMessage(migration.error)}</Alert>}
      {migration.data && <Report report={migration.data} />}
    </Stack>
  );
}
