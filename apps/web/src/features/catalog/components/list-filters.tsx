import { NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A list's search box: the URL (and so the query) follows the typing after a short pause. */
export function SearchInput({ label, value, onSearch }: { label: string; value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedCallback(onSearch, 300);
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);
  return (
    <TextInput
      type="search"
      label={label}
      value={text}
      leftSection={<IconSearch size={16} aria-hidden />}
      onChange={(event) => {
        setText(event.currentTarget.value);
        debounced(event.currentTarget.value.trim());
      }}
    />
  );
}

type Option = { value: string; label: string };

/** A one-value filter of a list; the empty choice means "any". */
export function ChoiceFilter({ label, value, options, onChange }: { label: string; value: string | undefined; options: Option[]; onChange: (value: string | null) => void }) {
  const { t } = useTranslation('catalog');
  return (
    <NativeSelect
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || null)}
      data={[{ value: '', label: t('list.any') }, ...options]}
    />
  );
}

/** A yes / no / either filter, as the API's `true` / `false` query values. */
export function YesNoFilter({ label, value, onChange }: { label: string; value: string | undefined; onChange: (value: string | null) => void }) {
  const { t } = useTranslation('catalog');
  return (
    <ChoiceFilter
      label={label}
      value={value}
      onChange={onChange}
      options={[
        { value: 'true', label: t('yes') },
        { value: 'false', label: t('no') },
      ]}
    />
  );
}
