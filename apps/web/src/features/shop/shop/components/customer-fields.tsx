import { Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { OptionalLabel } from '@/components/ui/optional-label';
import type { CheckoutValues } from '../checkout-values';

type InputProps = ReturnType<UseFormReturnType<CheckoutValues>['getInputProps']> & { error?: string };
const COUNTRIES = ['BE', 'NL', 'LU', 'FR', 'DE'] as const;

/** Who orders and where the bill goes; a company name and VAT number put the company on the bill. */
export function CustomerFields({ input, signedIn }: { input: (field: keyof CheckoutValues) => InputProps; signedIn: boolean }) {
  const { t } = useTranslation('shop');
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('checkout.contact')}
      </Title>
      <Text size="sm" c="dimmed">
        {signedIn ? t('checkout.prefilled') : t('checkout.guest')}
      </Text>
      <TextInput {...input('email')} type="email" label={t('fields.email')} autoComplete="email" required />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput {...input('firstName')} label={t('fields.firstName')} autoComplete="given-name" required />
        <TextInput {...input('lastName')} label={t('fields.lastName')} autoComplete="family-name" required />
      </SimpleGrid>
      <TextInput {...input('phone')} type="tel" label={<OptionalLabel>{t('fields.phone')}</OptionalLabel>} autoComplete="tel" />
      <Title order={3} size="h5" mt="xs">
        {t('checkout.billing')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput {...input('companyName')} label={<OptionalLabel>{t('fields.companyName')}</OptionalLabel>} autoComplete="organization" />
        <TextInput {...input('vatNumber')} label={<OptionalLabel>{t('fields.vatNumber')}</OptionalLabel>} />
      </SimpleGrid>
      <TextInput {...input('street')} label={t('fields.street')} autoComplete="street-address" required />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput {...input('postalCode')} label={t('fields.postalCode')} autoComplete="postal-code" required />
        <TextInput {...input('city')} label={t('fields.city')} autoComplete="address-level2" required />
        <Select
          {...input('country')}
          label={t('fields.country')}
          data={COUNTRIES.map((code) => ({ value: code, label: t(`countries.${code}`) }))}
          allowDeselect={false}
          required
        />
      </SimpleGrid>
    </Stack>
  );
}
