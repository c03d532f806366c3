import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldErrorMessage } from '@/lib/errors';

/** Legends read like the inputs' labels. */
const LEGEND = { legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)' } };

export type AddressValues = { street: string; postalCode: string; city: string; country: string };
export const EMPTY_ADDRESS: AddressValues = { street: '', postalCode: '', city: '', country: 'BE' };

type Props<V> = {
  form: UseFormReturnType<V>;
  /** Dotted path of the address in the form values, e.g. `billingAddress`. */
  path: string;
  legend: ReactNode;
  /** autocomplete section, so a browser fills billing and delivery separately. */
  section: string;
};

/** Street, postal code, city and country (ISO code) of an address, with their field errors. */
export function AddressFields<V>({ form, path, legend, section }: Props<V>) {
  const { t } = useTranslation('companies');
  const fieldError = useFieldErrorMessage();
  const input = (name: keyof AddressValues) => ({
    ...form.getInputProps(`${path}.${name}`),
    error: fieldError(form.errors[`${path}.${name}`] as string | undefined),
  });
  return (
    <Fieldset legend={legend} variant="unstyled" styles={LEGEND}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput {...input('street')} label={t('address.street')} autoComplete={`section-${section} street-address`} />
        <TextInput {...input('postalCode')} label={t('address.postalCode')} autoComplete={`section-${section} postal-code`} />
        <TextInput {...input('city')} label={t('address.city')} autoComplete={`section-${section} address-level2`} />
        <TextInput
          {...input('country')}
          label={t('address.country')}
          description={t('address.countryHint')}
          autoComplete={`section-${section} country`}
          maxLength={2}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
