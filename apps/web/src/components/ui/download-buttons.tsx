import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { API_BASE } from '@/lib/api-client';

type Props = {
  /** API list path, e.g. `/users`. */
  path: string;
  /** The list's current filters; page and page size do not apply to a download. */
  query: Record<string, string | number | boolean | undefined>;
};

/** CSV and XLSX of the list as filtered now; a plain link, so the browser's own download takes over. */
export function DownloadButtons({ path, query }: Props) {
  const { t, i18n } = useTranslation('common');
  const href = (format: 'csv' | 'xlsx') => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== '' && key !== 'page' && key !== 'perPage') params.set(key, String(value));
    }
    params.set('format', format);
    // The file reads in the screen's language, which may differ from the profile's.
    params.set('lang', i18n.language);
    return `${API_BASE}${path}?${params}`;
  };
  return (
    <Group gap="xs">
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          component="a"
          href={href(format)}
          download
          variant="default"
          size="xs"
          leftSection={<IconDownload size={14} aria-hidden />}
        >
          {t(`download.${format}`)}
        </Button>
      ))}
    </Group>
  );
}
