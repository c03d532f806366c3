import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FaqBrowser } from '@/features/content/faq/components/faq-browser';
import { usePageTitle } from '@/lib/use-page-title';

/** The public `/{locale}/faq`, rendered on the server for visitors (decision 010) and listed in the sitemap. */
export function PublicFaqPage() {
  const { t } = useTranslation('faq');
  const [params, setParams] = useSearchParams();
  usePageTitle(t('title'));
  return (
    <Stack gap="lg" maw={900}>
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('publicIntro')}</Text>
      </div>
      <FaqBrowser q={params.get('q') ?? ''} onSearch={(q) => setParams(q ? { q } : {}, { replace: true })} />
    </Stack>
  );
}
