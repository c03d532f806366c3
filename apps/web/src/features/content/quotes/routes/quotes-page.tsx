import { Chip, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { QUOTE_THEMES, type QuoteTheme } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuotes } from '@/features/content/quotes/api/get-quotes';
import { QuoteText } from '@/features/content/quotes/components/quote-text';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

const isTheme = (value: string | null): value is QuoteTheme => (QUOTE_THEMES as readonly string[]).includes(value ?? '');

/** The cycling quotes, fifteen themes; the chosen theme stays in the address (?theme=) so it can be shared. */
export function QuotesPage() {
  const { t } = useTranslation('quotes');
  const locale = useLocale();
  usePageTitle(t('list.title'));
  const [params, setParams] = useSearchParams();
  const theme = isTheme(params.get('theme')) ? (params.get('theme') as QuoteTheme) : null;
  const quotes = useQuotes(locale, theme);
  const choose = (value: string) => setParams(value === 'all' ? {} : { theme: value }, { replace: true });

  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={1}>{t('list.title')}</Title>
        <Text c="dimmed" mt={4}>
          {t('list.subtitle')}
        </Text>
      </div>
      <Chip.Group multiple={false} value={theme ?? 'all'} onChange={choose}>
        <Group gap="xs" role="group" aria-label={t('list.themes')}>
          <Chip value="all">{t('list.allThemes')}</Chip>
          {QUOTE_THEMES.map((value) => (
            <Chip key={value} value={value}>
              {t(`themes.${value}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {quotes.data ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {quotes.data.data.map((quote) => (
            <QuoteText key={quote.id} quote={quote} />
          ))}
        </SimpleGrid>
      ) : (
        <Skeleton height={160} />
      )}
    </Stack>
  );
}
