import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type ColumnOption = { key: string; label: string };

/** The columns chosen, kept in localStorage under `storageKey` so the choice survives a reload. */
export function useSavedColumns(storageKey: string, all: readonly string[], defaults: readonly string[]) {
  const [visible, setVisible] = useState<string[]>(() => {
    try {
      const saved: unknown = JSON.parse(window.localStorage.getItem(storageKey) ?? 'null');
      if (Array.isArray(saved)) {
        const known = saved.filter((k): k is string => typeof k === 'string' && all.includes(k));
        if (known.length > 0) return known;
      }
    } catch {
      // A broken saved value falls back to the defaults.
    }
    return [...defaults];
  });
  const save = (keys: string[]) => {
    setVisible(keys);
    try {
      window.localStorage.setItem(storageKey, JSON.stringify(keys));
    } catch {
      // Private browsing: the choice lasts for this page only.
    }
  };
  return [visible, save] as const;
}

export function ColumnChooser({
  options,
  visible,
  onChange,
}: {
  options: ColumnOption[];
  visible: string[];
  onChange: (keys: string[]) => void;
}) {
  const { t } = useTranslation('stock');
  return (
    <Popover position="bottom-end" shadow="md" withinPortal>
      <Popover.Target>
        <Button variant="default" size="xs" leftSection={<IconColumns size={14} aria-hidden />}>
          {t('list.columnsButton')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Checkbox.Group
          label={t('list.columnsLabel')}
          value={visible}
          onChange={(keys) => keys.length > 0 && onChange(options.map((o) => o.key).filter((k) => keys.includes(k)))}
        >
          <Stack gap="xs" mt="xs">
            {options.map((o) => (
              <Checkbox key={o.key} value={o.key} label={o.label} />
            ))}
          </Stack>
        </Checkbox.Group>
      </Popover.Dropdown>
    </Popover>
  );
}
