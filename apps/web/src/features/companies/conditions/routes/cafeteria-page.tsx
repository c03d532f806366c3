import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useCafeteriaPlan } from '@/features/companies/conditions/api/get-cafeteria-plan';
import { CafeteriaForm } from '@/features/companies/conditions/components/cafeteria-form';
import { LoadState } from '@/components/ui/load-state';
import type { ConditionsArea } from '@/features/companies/conditions/routes/conditions-page';
import { useCompanyName } from '@/features/companies/conditions/use-company-name';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

/** `…/conditions/:id/cafeteria-details`: the company's cafeteria plan. */
export function CafeteriaPage({ area }: { area: ConditionsArea }) {
  const { t } = useTranslation('conditions');
  const locale = useLocale();
  const companyId = Number(useParams().id);
  const name = useCompanyName(companyId);
  const plan = useCafeteriaPlan(companyId);
  const title = name ? t('cafeteria.titleOf', { name }) : t('cafeteria.title');
  usePageTitle(title);

  if (!Number.isInteger(companyId) || companyId <= 0) return <LoadState notFound />;
  if (!plan.data) return <LoadState error={plan.error} />;
  const back =
    area === 'admin' ? paths.companies.conditions.getHref(locale, companyId) : paths.fleetConditions.edit.getHref(locale, companyId);

  return (
    <Stack gap="lg" maw={860}>
      <div>
        <Anchor component={Link} to={back} size="sm">
          {t('cafeteria.back')}
        </Anchor>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{t('cafeteria.intro')}</Text>
      </div>
      <Paper withBorder radius="lg" p="lg">
        <CafeteriaForm companyId={companyId} plan={plan.data} />
      </Paper>
    </Stack>
  );
}
