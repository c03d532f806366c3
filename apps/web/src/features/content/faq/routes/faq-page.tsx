import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { faqPaths } from '@/features/content/faq/paths';
import { FaqBrowser } from '@/features/content/faq/components/faq-browser';
import { useAuthUser } from '@/lib/auth/auth-context';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';
import { can } from '@veloport/domain';

/** `dashboard/faq`: the FAQ for everyone signed in; admins get a way to its management. */
export function FaqPage() {
  const { t } = useTranslation('faq');
  const locale = useLocale();
  const user = useAuthUser();
  const [params, setParams] = useSearchParams();
  usePageTitle(t('title'));
  return (
    <Stack gap="lg" maw={900}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </div>
        {can(user, 'admin') && (
          <Button
            component={Link}
            to={faqPaths.admin.getHref(locale)}
            variant="default"
            leftSection={<IconSettings size={16} aria-hidden />}
          >
            {t('manage')}
          </Button>
        )}
      </Group>
      <FaqBrowser q={params.get('q') ?? ''} onSearch={(q) => setParams(q ? { q } : {}, { replace: true })} />
    </Stack>
  );
}
