import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A yes / no / either filter of a list, as the API's `true` / `false` query values. */
export function YesNoFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | null) => void;
}) {
  const { t } = useTranslation('companies');
  return (
    <NativeSelect
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || null)}
      data={[
        { value: '', label: t('list.any') },
        { value: 'true', label: t('yes') },
        { value: 'false', label: t('no') },
      ]}
    />
  );
}
