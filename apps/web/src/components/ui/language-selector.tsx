import { Button, Group } from '@mantine/core';
import { LOCALES, type Locale } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { FLAGS } from '@/components/ui/flags';
import { switchLocaleInPath, useLocale } from '@/lib/locale';

/**
 * The three languages as a small inline group, placed by each layout in its header or menu: it never floats
 * over content, and its short labels (flag and FR/EN/NL, the language's name for assistive technology) fit a
 * 360 px phone. Switching keeps the current page, its query and its hash.
 */
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
    <Group component="nav" aria-label={t('languageSelector.label')} gap={2} wrap="nowrap">
      {LOCALES.map((locale) => {
        const Flag = FLAGS[locale];
        const active = locale === current;
        const name = t(`languages.${locale}`);
        return (
          <Button
            key={locale}
            size="compact-sm"
            variant={active ? 'light' : 'subtle'}
            color={active ? undefined : 'dark'}
            leftSection={<Flag size={16} />}
            aria-pressed={active}
            aria-label={name}
            title={name}
            lang={locale}
            onClick={() => select(locale)}
            px={6}
          >
            {locale.toUpperCase()}
          </Button>
        );
      })}
    </Group>
  );
}
