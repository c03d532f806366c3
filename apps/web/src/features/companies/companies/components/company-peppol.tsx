import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionalLabel } from '@/components/ui/optional-label';
import { useCompanyPeppol } from '@/features/companies/companies/api/get-company-peppol';
import { useUpdateCompanyPeppol } from '@/features/companies/companies/api/update-company-peppol';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

/** The company's Peppol participant id (decision 045): with one, its bills also go out as Peppol e-invoices. */
export function CompanyPeppol({ companyId }: { companyId: number }) {
  const peppol = useCompanyPeppol(companyId);
  if (!peppol.data) return null;
  return <PeppolForm key={peppol.data.participantId ?? ''} companyId={companyId} saved={peppol.data.participantId} />;
}

function PeppolForm({ companyId, saved }: { companyId: number; saved: string | null }) {
  const { t } = useTranslation('companies');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const update = useUpdateCompanyPeppol();
  const [value, setValue] = useState(saved ?? '');
  const [error, setError] = useState<string | undefined>();

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await update.mutateAsync({ companyId, participantId: value.trim() });
      notify('success', t('peppol.saved'));
    } catch (failure) {
      const field = isApiError(failure) ? failure.fields?.participantId : undefined;
      setError(field ? fieldError(field) : errorMessage(failure));
    }
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="company-peppol-title">
      <Title order={2} size="h4" id="company-peppol-title">
        {t('peppol.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('peppol.intro')}
      </Text>
      <form onSubmit={(e) => void save(e)}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={<OptionalLabel>{t('peppol.label')}</OptionalLabel>}
            description={t('peppol.hint')}
            placeholder="0208:0123456749"
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            error={error}
            autoComplete="off"
            maw={360}
            w="100%"
          />
          <Button type="submit" variant="default" loading={update.isPending}>
            {t('peppol.save')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
