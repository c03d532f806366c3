import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Option = { value: string; label: string };

/** A one-value filter of a list; the empty choice means "any". */
export function ChoiceFilter({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | undefined;
  options: Option[];
  onChange: (value: string | null) => void;
}) {
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
export function YesNoFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | null) => void;
}) {
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
