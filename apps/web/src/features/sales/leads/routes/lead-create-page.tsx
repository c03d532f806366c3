import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useCreateLead } from '@/features/sales/leads/api/create-lead';
import { LeadForm } from '@/features/sales/leads/components/lead-form';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

/** `interested/create`: someone asked about a bike by phone, in the shop or by e-mail. */
export function LeadCreatePage() {
  const { t } = useTranslation('leads');
  const locale = useLocale();
  const navigate = useNavigate();
  const create = useCreateLead();
  usePageTitle(t('create'));
  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Anchor component={Link} to={paths.leads.list.getHref(locale)} size="sm">
          {t('backToList')}
        </Anchor>
        <Title order={1}>{t('create')}</Title>
        <Text c="dimmed">{t('createIntro')}</Text>
      </div>
      <LeadForm
        submitLabel={t('createSubmit')}
        pending={create.isPending}
        onSubmit={async (body) => {
          const lead = await create.mutateAsync({ ...body, source: 'typed' });
          notify('success', t('created'));
          navigate(paths.leads.detail.getHref(locale, lead.id));
        }}
      />
    </Stack>
  );
}
