import { NativeSelect, Radio, Group, TextInput } from '@mantine/core';
import { BIKE_USAGES, RIDER_HEIGHT_CM, type QuestionnaireField } from '@veloport/domain';
import { useTranslation } from 'react-i18next';

type Props = { field: QuestionnaireField; value: string; error?: string; onChange: (value: string) => void };

const AUTOCOMPLETE = { name: 'family-name', firstname: 'given-name', email: 'email', phone: 'tel' } as const;

/** One question of the public form, as its kind asks: text, e-mail, phone, a usage to choose, yes or no, a height. */
export function AnswerField({ field, value, error, onChange }: Props) {
  const { t } = useTranslation('questionnaires');
  const label = t(`fieldNames.${field.name}`);
  const common = { label, error, required: field.required, withAsterisk: field.required };
  switch (field.name) {
    case 'bikeUsage':
      return (
        <NativeSelect
          {...common}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          data={[{ value: '', label: t('public.choose') }, ...BIKE_USAGES.map((u) => ({ value: u, label: t(`usages.${u}`) }))]}
        />
      );
    case 'isElectric':
      return (
        <Radio.Group {...common} value={value} onChange={onChange}>
          <Group gap="lg" mt={4}>
            <Radio value="true" label={t('yes')} />
            <Radio value="false" label={t('no')} />
          </Group>
        </Radio.Group>
      );
    case 'size':
      return (
        <TextInput
          {...common}
          type="number"
          inputMode="numeric"
          min={RIDER_HEIGHT_CM.min}
          max={RIDER_HEIGHT_CM.max}
          description={t('public.sizeHelp')}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          type={field.name === 'email' ? 'email' : field.name === 'phone' ? 'tel' : 'text'}
          autoComplete={AUTOCOMPLETE[field.name]}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
  }
}
