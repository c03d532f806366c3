import { Alert, Anchor, Button, Group, NativeSelect, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { FAQ_THEMES, type FaqTheme } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { SearchInput } from '@/components/ui/search-input';
import { useDeleteFaqEntry } from '@/features/content/faq/api/delete-faq-entry';
import { useFaqEntries, type FaqEntry } from '@/features/content/faq/api/get-faq-entries';
import { useReorderFaq } from '@/features/content/faq/api/reorder-faq';
import { FaqAdminTheme } from '@/features/content/faq/components/faq-admin-theme';
import { FaqEntryForm } from '@/features/content/faq/components/faq-entry-form';
import { faqPaths } from '@/features/content/faq/paths';
import { useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

const isTheme = (v: string | null): v is FaqTheme => (FAQ_THEMES as readonly string[]).includes(v ?? '');

/** `faq/admin`: write the entries, put each theme in order (drag and drop or up and down), see what helped. */
export function FaqAdminPage() {
  const { t } = useTranslation('faq');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  usePageTitle(t('admin.title'));
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const theme = isTheme(params.get('theme')) ? (params.get('theme') as FaqTheme) : null;
  const query = { ...(q ? { q } : {}), ...(theme ? { theme } : {}) };
  const entries = useFaqEntries(query);
  const reorder = useReorderFaq();
  const remove = useDeleteFaqEntry();
  const [editing, setEditing] = useState<{ entry: FaqEntry | null; theme: FaqTheme } | null>(null);
  const [deleting, setDeleting] = useState<FaqEntry | null>(null);
  // The order just asked for, shown until the server's list comes back.
  const [pending, setPending] = useState<Partial<Record<FaqTheme, number[]>>>({});
  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  const byTheme = (th: FaqTheme) => {
    const rows = (entries.data?.data ?? []).filter((e) => e.theme === th);
    const order = pending[th];
    return order ? order.map((id) => rows.find((e) => e.id === id)).filter((e): e is FaqEntry => Boolean(e)) : rows;
  };
  const onReorder = (th: FaqTheme) => (ids: number[]) => {
    setPending((p) => ({ ...p, [th]: ids }));
    reorder.mutate({ theme: th, ids }, { onSettled: () => setPending((p) => ({ ...p, [th]: undefined })) });
  };

  return (
    <Stack gap="lg" maw={1000}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{t('admin.title')}</Title>
          <Text c="dimmed">
            {t('admin.intro')}{' '}
            <Anchor component={Link} to={faqPaths.dashboard.getHref(locale)}>
              {t('admin.seeFaq')}
            </Anchor>
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ entry: null, theme: theme ?? 'leasing' })}>
          {t('admin.create')}
        </Button>
      </Group>
      <Group wrap="wrap" align="flex-end">
        <SearchInput label={t('admin.search')} value={q} onSearch={(value) => setParam('q', value)} />
        <NativeSelect
          label={t('form.theme')}
          value={theme ?? ''}
          onChange={(e) => setParam('theme', e.currentTarget.value)}
          data={[{ value: '', label: t('admin.allThemes') }, ...FAQ_THEMES.map((value) => ({ value, label: t(`themes.${value}`) }))]}
        />
        <DownloadButtons path="/faq-entries" query={query} />
      </Group>
      {q && (
        <Text size="sm" c="dimmed">
          {t('admin.orderWhileSearching')}
        </Text>
      )}
      {entries.isError && <Alert color="red">{errorMessage(entries.error)}</Alert>}
      {reorder.isError && <Alert color="red">{errorMessage(reorder.error)}</Alert>}
      {entries.isPending && <Skeleton height={300} />}
      {entries.data && entries.data.data.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {q || theme ? t('admin.noMatch') : t('empty')}
        </Text>
      )}
      {(theme ? [theme] : FAQ_THEMES).map((th) => {
        const rows = byTheme(th);
        return rows.length === 0 ? null : (
          <FaqAdminTheme
            key={th}
            theme={th}
            entries={rows}
            locale={locale}
            onReorder={q ? null : onReorder(th)}
            onEdit={(entry) => setEditing({ entry, theme: entry.theme })}
            onDelete={setDeleting}
          />
        );
      })}
      {editing && <FaqEntryForm entry={editing.entry} theme={editing.theme} onClose={() => setEditing(null)} />}
      <ConfirmAction
        opened={deleting !== null}
        title={t('admin.deleteTitle')}
        effects={deleting ? [deleting.question[locale]] : []}
        confirmLabel={t('admin.deleteConfirm')}
        cancelLabel={t('form.cancel')}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
