import {
  Alert,
  Anchor,
  Button,
  Card,
  FileButton,
  Group,
  List,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconDatabaseImport, IconUpload } from '@tabler/icons-react';
import { IMPORT_BRAND_NAMES, IMPORT_BRANDS, formatDateTime, type ImportBrand } from '@veloport/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { LoadState } from '@/components/ui/load-state';
import { paths } from '@/config/paths';
import { useApplyImport, type ApplyImportResult } from '@/features/catalog/catalog/api/apply-import';
import { useImportRun } from '@/features/catalog/catalog/api/get-import-run';
import { usePreviewImport } from '@/features/catalog/catalog/api/preview-import';
import { ImportPreview } from '@/features/catalog/catalog/components/import-preview';
import { useImportCounts } from '@/features/catalog/catalog/import-counts';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

const DEFAULT_FORMAT: Record<ImportBrand, 'json' | 'csv'> = { cube: 'json', moustache: 'csv' };
const isBrand = (value: string | undefined): value is ImportBrand => (IMPORT_BRANDS as readonly string[]).includes(value ?? '');

/** A refusal of the feed: the message, and for an unreadable feed each line and column at fault. */
function FeedProblem({ error }: { error: unknown }) {
  const { t } = useTranslation('catalog');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const lines = isApiError(error) ? Object.entries(error.fields).slice(0, 20) : [];
  return (
    <Alert color="red">
      <Text>{errorMessage(error)}</Text>
      {lines.length > 0 && (
        <List size="sm" mt="xs">
          {lines.map(([where, code]) => {
            const [, line, column] = /^line\.(\d+)\.?(.*)$/.exec(where) ?? [];
            return (
              <List.Item key={where}>
                {line
                  ? t('imports.lineProblem', { line, column: column || '—', message: fieldError(code) })
                  : `${where}: ${fieldError(code)}`}
              </List.Item>
            );
          })}
        </List>
      )}
    </Alert>
  );
}

/** `bikes-catalog/scrapping/{cube|moustache}`: load the brand's feed, preview the differences, apply the chosen ones. */
export function ImportBrandPage() {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const { brand } = useParams();
  const [search, setSearch] = useSearchParams();
  const runId = Number(search.get('run')) || null;
  const run = useImportRun(runId);
  const preview = usePreviewImport();
  const apply = useApplyImport();
  const [content, setContent] = useState('');
  const [format, setFormat] = useState<'json' | 'csv'>(isBrand(brand) ? DEFAULT_FORMAT[brand] : 'json');
  const [result, setResult] = useState<ApplyImportResult['result'] | null>(null);
  /** The keys chosen for applying, while the confirmation is open. */
  const [confirming, setConfirming] = useState<string[] | null>(null);
  const counts = useImportCounts();
  const feedId = useId();
  const brandName = isBrand(brand) ? IMPORT_BRAND_NAMES[brand] : '';
  const title = t('imports.brandTitle', { brand: brandName });
  usePageTitle(title);

  if (!isBrand(brand)) return <LoadState notFound />;

  const showRun = (id: number) => {
    setResult(null);
    setSearch({ run: String(id) }, { replace: true });
  };
  const loadSample = () => preview.mutate({ brand, sample: true }, { onSuccess: (r) => showRun(r.id) });
  const previewPasted = () => preview.mutate({ brand, sample: false, format, content }, { onSuccess: (r) => showRun(r.id) });
  const readFile = async (file: File | null) => {
    if (!file) return;
    setContent(await file.text());
    if (file.name.toLowerCase().endsWith('.csv')) setFormat('csv');
    if (file.name.toLowerCase().endsWith('.json')) setFormat('json');
  };

  return (
    <Stack gap="lg" maw={1000}>
      <div>
        <Anchor component={Link} to={paths.catalog.imports.getHref(locale)} size="sm">
          {t('imports.backToRuns')}
        </Anchor>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{t('imports.brandIntro', { brand: brandName })}</Text>
      </div>

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('imports.sampleTitle')}
            </Title>
            <Text size="sm">{t('imports.sampleText', { brand: brandName })}</Text>
            <Group>
              <Button
                onClick={loadSample}
                loading={preview.isPending && preview.variables?.sample === true}
                leftSection={<IconDatabaseImport size={16} aria-hidden />}
              >
                {t('imports.loadSample')}
              </Button>
            </Group>
          </Stack>
        </Card>
        <Card withBorder>
          <Stack gap="sm">
            <Title order={2} size="h4" id={feedId}>
              {t('imports.pasteTitle')}
            </Title>
            <SegmentedControl
              aria-label={t('imports.format')}
              value={format}
              onChange={(v) => setFormat(v as 'json' | 'csv')}
              data={[
                { value: 'json', label: 'JSON' },
                { value: 'csv', label: 'CSV' },
              ]}
            />
            <Textarea
              label={t('imports.feed')}
              value={content}
              onChange={(e) => setContent(e.currentTarget.value)}
              rows={8}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            />
            <Group>
              <FileButton onChange={(file) => void readFile(file)} accept=".json,.csv,application/json,text/csv">
                {(props) => (
                  <Button {...props} variant="default" leftSection={<IconUpload size={16} aria-hidden />}>
                    {t('imports.chooseFile')}
                  </Button>
                )}
              </FileButton>
              <Button onClick={previewPasted} disabled={!content.trim()} loading={preview.isPending && preview.variables?.sample === false}>
                {t('imports.preview')}
              </Button>
            </Group>
          </Stack>
        </Card>
      </SimpleGrid>

      {preview.isError && <FeedProblem error={preview.error} />}

      {result && (
        <Alert color="green" title={t('imports.resultTitle')}>
          {counts.result(result)}
        </Alert>
      )}
      {apply.isError && <FeedProblem error={apply.error} />}

      {runId !== null &&
        (run.data ? (
          <Stack gap="md">
            <div>
              <Title order={2}>{t('imports.previewTitle', { id: run.data.id })}</Title>
              <Text size="sm" c="dimmed">
                {t('imports.runInfo', {
                  date: formatDateTime(run.data.createdAt),
                  source: t(`imports.sources.${run.data.source}`),
                  counts: counts.summary(run.data.summary),
                })}
              </Text>
              {run.data.status === 'applied' && (
                <Text size="sm">
                  {t('imports.alreadyApplied', { count: run.data.appliedCount, date: formatDateTime(run.data.appliedAt) })}
                </Text>
              )}
            </div>
            <ImportPreview key={`${run.data.id}-${run.data.status}`} run={run.data} pending={apply.isPending} onApply={setConfirming} />
            <ConfirmAction
              opened={confirming !== null}
              title={t('imports.confirm.title')}
              intro={t('imports.confirm.intro')}
              effects={counts.effects(run.data.items.filter((i) => confirming?.includes(i.key)))}
              confirmLabel={t('imports.apply', { count: confirming?.length ?? 0 })}
              cancelLabel={t('imports.confirm.cancel')}
              pending={apply.isPending}
              onClose={() => setConfirming(null)}
              onConfirm={() =>
                apply.mutate(
                  { id: run.data.id, apply: confirming ?? [] },
                  {
                    onSuccess: (applied) => {
                      setConfirming(null);
                      setResult(applied.result);
                      notify('success', counts.result(applied.result));
                    },
                    onError: () => setConfirming(null),
                  },
                )
              }
            />
          </Stack>
        ) : (
          <LoadState error={run.error} />
        ))}
    </Stack>
  );
}
