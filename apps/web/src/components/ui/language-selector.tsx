import { Button, Group, Paper } from '@mantine/core';
import { LOCALES, type Locale } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { FLAGS } from '@/components/ui/flags';
import { switchLocaleInPath, useLocale } from '@/lib/locale';

/** Fixed bottom-left on every page; switching keeps the current page, its query and its hash. */
export function LanguageSelector() {
  const { t } = useTranslation('common');
  const current = useLocale();
  const location = useLocation();
  const navigate = useNavigate();

  const select = (locale: Locale) => {
    if (locale === current) return;
    try {
      const target = switchLocaleInPath(location.pathname, location.search, location.hash, locale);
      Promise.resolve(navigate(target)).catch((error: unknown) => console.error(error));
    } catch (error) {
      // Spec §8: a failed language switch is only logged.
      console.error(error);
    }
  };

  return (
    <Paper
      component="nav"
      aria-label={t('languageSelector.label')}
      shadow="sm"
      withBorder
      p={4}
      radius="md"
      pos="fixed"
      left={12}
      // Above the cookie banner while it is shown (it publishes its height in this variable).
      bottom="calc(12px + var(--veloport-consent-height, 0px))"
      style={{ zIndex: 350 }}
    >
      <Group gap={4} wrap="nowrap">
        {LOCALES.map((locale) => {
          const Flag = FLAGS[locale];
          const active = locale === current;
          return (
            <Button
              key={locale}
              size="compact-sm"
              variant={active ? 'light' : 'subtle'}
              color={active ? undefined : 'dark'}
              leftSection={<Flag size={18} />}
              aria-pressed={active}
              lang={locale}
              onClick={() => select(locale)}
            >
              {t(`languages.${locale}`)}
            </Button>
          );
        })}
      </Group>
    </Paper>
  );
}
