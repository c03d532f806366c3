import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import { LOCALES, NO_NAME_TRANSLATIONS, type NameTranslations } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { OptionalLabel } from '@/components/ui/optional-label';

type InputProps = { value?: unknown; onChange?: unknown; error?: unknown };

type Props = {
  /** The form's field path of the translations (`nameTranslations`, `titleTranslations`). */
  path: string;
  /** The name as typed, shown as each empty translation's placeholder: what that reader sees instead. */
  original: string;
  /** The form's input props of one path, errors already translated. */
  input: (path: string) => InputProps;
  /** The API's limit for this name. */
  maxLength?: number;
};

/**
 * "The name in French / Dutch / English" beside a name staff type (decision 101): each optional, an empty one means
 * the customer reads the name as typed. One component for every form of such a name.
 */
export function NameTranslationsField({ path, original, input, maxLength = 120 }: Props) {
  const { t } = useTranslation('dashboard');
  return (
    <Fieldset legend={t('nameTranslations.legend')} variant="unstyled">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {LOCALES.map((locale) => (
          <TextInput
            key={locale}
            {...(input(`${path}.${locale}`) as object)}
            label={<OptionalLabel>{t(`nameTranslations.${locale}`)}</OptionalLabel>}
            placeholder={original}
            maxLength={maxLength}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}

/** The form's starting value: the saved translations, or none. */
export const nameTranslationsOf = (saved?: NameTranslations | null): NameTranslations => ({ ...NO_NAME_TRANSLATIONS, ...saved });

/** What the request carries: each translation trimmed (the API trims too). */
export const trimmedNameTranslations = (v: NameTranslations): NameTranslations => ({ fr: v.fr.trim(), en: v.en.trim(), nl: v.nl.trim() });
