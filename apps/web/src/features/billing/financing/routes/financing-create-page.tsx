import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useCreateFinancing } from '@/features/billing/financing/api/create-financing';
import { FinancingForm } from '@/features/billing/financing/components/financing-form';
import { financingPaths } from '@/features/billing/financing/paths';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

/** `bills/external-financing-bikes/create`: a bike financed by a bank or a leasing company. `?frame=` fills the bike. */
export function FinancingCreatePage() {
  const { t } = useTranslation('financing');
  const locale = useLocale();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const create = useCreateFinancing();
  usePageTitle(t('create'));
  return (
    <Stack gap="lg" maw={820}>
      <div>
        <Anchor component={Link} to={financingPaths.list.getHref(locale)} size="sm">
          {t('backToList')}
        </Anchor>
        <Title order={1}>{t('create')}</Title>
        <Text c="dimmed">{t('createIntro')}</Text>
      </div>
      <FinancingForm
        frameNumber={search.get('frame') ?? ''}
        submitLabel={t('createSubmit')}
        pending={create.isPending}
        onSubmit={async (body) => {
          const made = await create.mutateAsync(body);
          notify('success', t('created'));
          navigate(financingPaths.detail.getHref(locale, made.id));
        }}
      />
    </Stack>
  );
}
