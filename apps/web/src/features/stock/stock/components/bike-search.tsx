import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListParams } from '@/lib/list-params';

type Props = { params: ListParams; update: (changes: Record<string, string | null>) => void };

/** The bike lists' search box (frame, plate, key, lock): typed at once, sent to the URL after a pause. */
export function BikeSearch({ params, update }: Props) {
  const { t } = useTranslation('stock');
  const [q, setQ] = useState(params.q);
  const applySearch = useDebouncedCallback((value: string) => update({ q: value.trim() || null }), 300);
  return (
    <TextInput
      label={t('list.search')}
      placeholder={t('list.searchPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      type="search"
      value={q}
      onChange={(event) => {
        setQ(event.currentTarget.value);
        applySearch(event.currentTarget.value);
      }}
      w={{ base: '100%', sm: 260 }}
    />
  );
}
