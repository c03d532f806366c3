import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadState } from '@/components/ui/load-state';
import { useDaybooks, type Daybook } from '@/features/accounting/books/daybooks/api/get-daybooks';
import { DaybookEntries } from '@/features/accounting/books/daybooks/components/daybook-entries';
import { booksPaths } from '@/features/accounting/books/paths';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

function DaybookScreen({ daybook, title, intro }: { daybook: Daybook; title: string; intro: string }) {
  const { t } = useTranslation('books');
  const locale = useLocale();
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={booksPaths.daybooks.getHref(locale)} size="sm">
        {t('daybooks.back')}
      </Anchor>
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{intro}</Text>
      </div>
      <DaybookEntries daybook={daybook} />
    </Stack>
  );
}

/** `horusApis/daybooks/{id}`: a daybook's entries for a period (decision 086). */
export function DaybookPage() {
  const { t } = useTranslation('books');
  const id = Number(useParams().id);
  const daybooks = useDaybooks();
  const daybook = daybooks.data?.data.find((d) => d.id === id);
  const title = daybook ? t('daybook.title', { code: daybook.code, name: daybook.name }) : t('daybooks.title');
  usePageTitle(title);
  if (daybooks.data && !daybook) return <LoadState notFound />;
  if (!daybook) return <LoadState error={daybooks.error} />;
  return <DaybookScreen daybook={daybook} title={title} intro={t('daybook.intro')} />;
}

/**
 * `horusApis/sales`: the sales daybook (VTE), each entry's reference being its bill or credit note's number. The API
 * says nothing of a document's sync with an accounting package (the Horus adapter is not built, decision 084), so no
 * sync column.
 */
export function SalesJournalPage() {
  const { t } = useTranslation('books');
  const daybooks = useDaybooks();
  const daybook = daybooks.data?.data.find((d) => d.kind === 'sales');
  usePageTitle(t('sales.title'));
  if (daybooks.data && !daybook) return <LoadState notFound />;
  if (!daybook) return <LoadState error={daybooks.error} />;
  return <DaybookScreen daybook={daybook} title={t('sales.title')} intro={t('sales.intro')} />;
}
