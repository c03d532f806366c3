import { Badge, Button, Group, Stack } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { formatDateTime, type Address, type Company } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateCompany } from '@/features/companies/companies/api/update-company';
import { CompanyForm } from '@/features/companies/companies/components/company-form';
import { CompanyPeppol } from '@/features/companies/companies/components/company-peppol';
import { DetailList } from '@/features/companies/companies/components/detail-list';
import { notify } from '@/lib/notify';

const addressText = (address: Address | null) =>
  address ? `${address.street}, ${address.postalCode} ${address.city} (${address.country})` : null;

/** The company as recorded, and its edition in place. */
export function CompanyDetailsTab({ company }: { company: Company }) {
  const { t } = useTranslation('companies');
  const [editing, setEditing] = useState(false);
  const update = useUpdateCompany();

  if (editing) {
    return (
      <CompanyForm
        company={company}
        submitLabel={t('form.save')}
        pending={update.isPending}
        onCancel={() => setEditing(false)}
        onSubmit={async (input) => {
          await update.mutateAsync({ id: company.id, input });
          notify('success', t('form.saved'));
          setEditing(false);
        }}
      />
    );
  }

  const none = t('details.none');
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
          {t('details.edit')}
        </Button>
      </Group>
      <DetailList
        items={[
          { label: t('fields.name'), value: company.name },
          { label: t('fields.vatNumber'), value: company.vatNumber ?? none },
          { label: t('fields.billingAddress'), value: addressText(company.billingAddress) ?? none },
          { label: t('fields.deliveryAddress'), value: addressText(company.deliveryAddress) ?? t('details.sameAsBilling') },
          {
            label: t('fields.emailDomains'),
            value: company.emailDomains.length ? (
              <Group gap={6} component="span">
                {company.emailDomains.map((domain) => (
                  <Badge key={domain} variant="light" tt="none" component="span">
                    {domain}
                  </Badge>
                ))}
              </Group>
            ) : (
              none
            ),
          },
          { label: t('fields.selfRegistration'), value: company.selfRegistration ? t('yes') : t('no') },
          { label: t('fields.createdAt'), value: formatDateTime(company.createdAt) },
          { label: t('fields.updatedAt'), value: formatDateTime(company.updatedAt) },
        ]}
      />
      <CompanyPeppol companyId={company.id} />
    </Stack>
  );
}
