import { Accordion, Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '@/components/ui/search-input';
import { useFaq } from '@/features/content/faq/api/get-faq';
import { FaqAnswer } from '@/features/content/faq/components/faq-answer';
import { FaqFeedback } from '@/features/content/faq/components/faq-feedback';
import { useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';

/** The published FAQ, theme by theme, each question opening its answer; the search stays in the address (?q=). */
export function FaqBrowser({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('faq');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const faq = useFaq(locale, q);
  return (
    <Stack gap="lg">
      <SearchInput label={t('search')} value={q} onSearch={onSearch} />
      {faq.isError && <Alert color="red">{errorMessage(faq.error)}</Alert>}
      {faq.isPending && <Skeleton height={240} />}
      {faq.data && faq.data.themes.length === 0 && (
        <Text c="dimmed" ta="center" py="lg" role="status">
          {q ? t('noMatch', { q }) : t('empty')}
        </Text>
      )}
      {faq.data?.themes.map((group) => (
        <section key={group.theme} aria-labelledby={`faq-theme-${group.theme}`}>
          <Title order={2} size="h3" id={`faq-theme-${group.theme}`} mb="xs">
            {t(`themes.${group.theme}`)}
          </Title>
          <Accordion variant="separated" multiple>
            {group.entries.map((entry) => (
              <Accordion.Item key={entry.id} value={String(entry.id)}>
                <Accordion.Control>{entry.question}</Accordion.Control>
                <Accordion.Panel>
                  <FaqAnswer markdown={entry.answer} />
                  <FaqFeedback id={entry.id} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </section>
      ))}
    </Stack>
  );
}
