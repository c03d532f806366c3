import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

/**
 * A list's search box: the URL (and so the query) follows the typing after a short pause. Leaving the box or pressing
 * Enter applies what was typed at once: a row clicked within the pause opens its page, and no late search brings the
 * list back over it.
 */
export function SearchInput({
  label,
  value,
  onSearch,
  ...box
}: { label: string; value: string; onSearch: (q: string) => void } & Pick<TextInputProps, 'placeholder' | 'w'>) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedCallback(onSearch, 300);
  // The URL changed under the box (back button, cleared filters): show it, unless it is only what is being typed.
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);
  return (
    <TextInput
      {...box}
      type="search"
      label={label}
      value={text}
      leftSection={<IconSearch size={16} aria-hidden />}
      onChange={(event) => {
        setText(event.currentTarget.value);
        debounced(event.currentTarget.value.trim());
      }}
      onBlur={() => debounced.flush()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') debounced.flush();
      }}
    />
  );
}
