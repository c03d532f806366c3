import { Anchor, Stack, Text, Title } from '@mantine/core';
import { INSURANCE_KINDS, type InsuranceKind } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useCreateFollowUp } from '@/features/billing/insurance-follow-ups/api/create-follow-up';
import { InsuranceForm } from '@/features/billing/insurance-follow-ups/components/insurance-form';
import { insurancePaths } from '@/features/billing/insurance-follow-ups/paths';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

/** `bills/insurance-follow-ups/create`: a theft, a damage or a renewal; `?kind=renewal&frame=` comes from the renewals due. */
export function InsuranceCreatePage() {
  const { t } = useTranslation('insurance');
  const locale = useLocale();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const create = useCreateFollowUp();
  const kind = INSURANCE_KINDS.find((k) => k === search.get('kind')) as InsuranceKind | undefined;
  usePageTitle(t('create'));
  return (
    <Stack gap="lg" maw={820}>
      <div>
        <Anchor component={Link} to={insurancePaths.list.getHref(locale)} size="sm">
          {t('backToList')}
        </Anchor>
        <Title order={1}>{t('create')}</Title>
        <Text c="dimmed">{t('createIntro')}</Text>
      </div>
      <InsuranceForm
        initial={{ frameNumber: search.get('frame') ?? '', kind }}
        submitLabel={t('createSubmit')}
        pending={create.isPending}
        onSubmit={async (body) => {
          const made = await create.mutateAsync(body);
          notify('success', t('created'));
          navigate(insurancePaths.detail.getHref(locale, made.id));
        }}
      />
    </Stack>
  );
}
