import { Checkbox, Group, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PERMISSIONS } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { OptionalLabel } from '@/components/ui/optional-label';
import { STOCK_LOCATIONS, type UserFormValues } from '@/features/identity/users/user-form-values';
import { useAuth } from '@/lib/auth/auth-context';
import { useFieldErrorMessage } from '@/lib/errors';

/** Company, permissions and stock location: what only an admin may set. */
export function UserAdminFields({ form }: { form: UseFormReturnType<UserFormValues> }) {
  const { t } = useTranslation('users');
  const fieldError = useFieldErrorMessage();
  const { companies } = useAuth();

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          {...form.getInputProps('companyId')}
          error={fieldError(form.errors.companyId)}
          label={t('fields.company')}
          data={[
            { value: '', label: t('fields.noCompany') },
            ...companies.map((company) => ({ value: String(company.id), label: company.name })),
          ]}
        />
        <NativeSelect
          {...form.getInputProps('stockLocationId')}
          error={fieldError(form.errors.stockLocationId)}
          label={<OptionalLabel>{t('fields.stockLocation')}</OptionalLabel>}
          data={[
            { value: '', label: t('fields.noStockLocation') },
            ...STOCK_LOCATIONS.map((location) => ({ value: String(location.id), label: t(`stockLocations.${location.key}`) })),
          ]}
        />
      </SimpleGrid>
      <Checkbox.Group
        {...form.getInputProps('permissions')}
        error={fieldError(form.errors.permissions)}
        label={t('fields.permissions')}
        description={t('fields.permissionsHint')}
      >
        <Group mt="xs" gap="lg">
          {PERMISSIONS.map((permission) => (
            <Checkbox key={permission} value={permission} label={t(`permissions.${permission}`)} />
          ))}
        </Group>
      </Checkbox.Group>
    </Stack>
  );
}
