import { Group, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { partChoiceKey, partChoiceMatches, type PartChoice } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  id: string;
  label: string;
  choices: PartChoice[];
  /** The chosen choice's key (`partChoiceKey`), '' for none. */
  value: string;
  onChange: (key: string) => void;
  optionLabel?: (choice: PartChoice) => string;
  /** Told what was typed, for a picker that also asks the server (the job form); the phone filters what it holds. */
  onSearch?: (typed: string) => void;
};

/**
 * The part picker (decision 102): workshop parts and accessories that are also parts, narrowed by what is typed
 * (name or reference). It filters the choices it is given, so it works on the phone without network; typing down to
 * one part chooses it.
 */
export function PartPicker({ id, label, choices, value, onChange, optionLabel, onSearch }: Props) {
  const { t } = useTranslation('workshopJobs', { keyPrefix: 'parts' });
  const [typed, setTyped] = useState('');
  const shown = choices.filter((c) => partChoiceMatches(c, typed));
  const labelOf = optionLabel ?? ((c: PartChoice) => (c.reference ? `${c.name} · ${c.reference}` : c.name));

  const search = (next: string) => {
    setTyped(next);
    onSearch?.(next);
    const matching = choices.filter((c) => partChoiceMatches(c, next));
    if (matching.length === 1) onChange(partChoiceKey(matching[0]!));
    else if (!matching.some((c) => partChoiceKey(c) === value)) onChange('');
  };

  return (
    <Group gap="xs" align="flex-end" wrap="wrap" style={{ flex: '1 1 14rem' }}>
      <TextInput
        id={`${id}-search`}
        type="search"
        label={t('partPicker.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={typed}
        onChange={(e) => search(e.currentTarget.value)}
        style={{ flex: '1 1 10rem' }}
      />
      <NativeSelect
        id={id}
        label={label}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        data={[
          { value: '', label: shown.length ? '—' : t('partPicker.none') },
          ...shown.map((c) => ({ value: partChoiceKey(c), label: labelOf(c) })),
        ]}
        style={{ flex: '1 1 12rem' }}
      />
    </Group>
  );
}
