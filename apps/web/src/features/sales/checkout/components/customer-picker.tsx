import { Group, NativeSelect, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { LOCALES, type Locale } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionalLabel } from '@/components/ui/optional-label';
import { useCheckoutCustomers } from '@/features/sales/checkout/api/get-checkout-customers';
import { useFieldErrorMessage } from '@/lib/errors';

export type CustomerChoice = {
  kind: 'anonymous' | 'existing' | 'new';
  userId: string;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  language: Locale;
};
export const emptyCustomer = (language: Locale): CustomerChoice => ({
  kind: 'anonymous',
  userId: '',
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
  language,
});

/** The API's `customer`: an existing customer, a new one, or anonymous. */
export function customerInput(c: CustomerChoice) {
  if (c.kind === 'existing') return { userId: Number(c.userId) };
  if (c.kind === 'new')
    return {
      new: {
        firstname: c.firstname.trim(),
        lastname: c.lastname.trim(),
        email: c.email.trim(),
        phone: c.phone.trim() || null,
        language: c.language,
      },
    };
  return { anonymous: true as const };
}

type Props = { value: CustomerChoice; onChange: (value: CustomerChoice) => void; errors: Record<string, string | undefined> };

/** Who buys: a walk-in customer nobody needs to know, a customer found by name or e-mail, or a new one. */
export function CustomerPicker({ value, onChange, errors }: Props) {
  const { t } = useTranslation('checkout');
  const fieldError = useFieldErrorMessage();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const found = useCheckoutCustomers(q, value.kind === 'existing');
  const set = (patch: Partial<CustomerChoice>) => onChange({ ...value, ...patch });
  const options = found.data?.data ?? [];

  return (
    <Stack gap="sm">
      <Radio.Group
        label={t('customer.label')}
        value={value.kind}
        onChange={(kind) => set({ kind: kind as CustomerChoice['kind'], userId: '' })}
      >
        <Group mt="xs">
          <Radio value="anonymous" label={t('customer.anonymous')} />
          <Radio value="existing" label={t('customer.existing')} />
          <Radio value="new" label={t('customer.new')} />
        </Group>
      </Radio.Group>
      {value.kind === 'existing' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput type="search" label={t('customer.search')} value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
          <NativeSelect
            label={t('customer.choose')}
            value={value.userId}
            onChange={(e) => set({ userId: e.currentTarget.value })}
            data={[
              { value: '', label: options.length ? '—' : t('customer.none') },
              ...options.map((u) => ({ value: String(u.id), label: `${u.name} (${u.email})` })),
            ]}
            error={fieldError(errors['customer.userId'] ?? errors.customer)}
            required
          />
        </SimpleGrid>
      )}
      {value.kind === 'new' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('customer.firstname')}
            value={value.firstname}
            onChange={(e) => set({ firstname: e.currentTarget.value })}
            error={fieldError(errors['customer.new.firstname'])}
            required
            autoComplete="off"
          />
          <TextInput
            label={t('customer.lastname')}
            value={value.lastname}
            onChange={(e) => set({ lastname: e.currentTarget.value })}
            error={fieldError(errors['customer.new.lastname'])}
            required
            autoComplete="off"
          />
          <TextInput
            type="email"
            label={t('customer.email')}
            value={value.email}
            onChange={(e) => set({ email: e.currentTarget.value })}
            error={fieldError(errors['customer.new.email'])}
            required
            autoComplete="off"
          />
          <TextInput
            type="tel"
            label={<OptionalLabel>{t('customer.phone')}</OptionalLabel>}
            value={value.phone}
            onChange={(e) => set({ phone: e.currentTarget.value })}
            error={fieldError(errors['customer.new.phone'])}
            autoComplete="off"
          />
          <NativeSelect
            label={t('customer.language')}
            value={value.language}
            onChange={(e) => set({ language: e.currentTarget.value as Locale })}
            data={LOCALES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
