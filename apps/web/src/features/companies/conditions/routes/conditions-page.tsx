import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCoffee } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useBuildings } from '@/features/companies/conditions/api/get-buildings';
import { useCompanyBikes } from '@/features/companies/conditions/api/get-company-bikes';
import { useCompanyUsers } from '@/features/companies/conditions/api/get-company-users';
import { useConditions } from '@/features/companies/conditions/api/get-conditions';
import { BuildingsSection } from '@/features/companies/conditions/components/buildings-section';
import { ConditionsForm } from '@/features/companies/conditions/components/conditions-form';
import { LoadState } from '@/components/ui/load-state';
import { useCompanyName } from '@/features/companies/conditions/use-company-name';
import { useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

export type ConditionsArea = 'admin' | 'fleet';

/** The quiz builder belongs to another module: a plain link to it, for this company. */
const quizHref = (locale: string, companyId: number) => `/${locale}/dashboard/fleet/quiz?companyId=${companyId}`;

/**
 * `companies/conditions/:id` (admin) and `fleet/conditions/:id` (the company's fleet manager): one page,
 * one form. Another company's id answers 404 from the API, and so the 404 page.
 */
export function ConditionsPage({ area }: { area: ConditionsArea }) {
  const { t } = useTranslation('conditions');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const cafeteriaId = useId();
  const companyId = Number(useParams().id);
  const valid = Number.isInteger(companyId) && companyId > 0;
  const name = useCompanyName(companyId);
  const conditions = useConditions(companyId);
  const buildings = useBuildings(companyId);
  const users = useCompanyUsers(companyId);
  const bikes = useCompanyBikes(companyId);
  const title = name ? t('page.titleOf', { name }) : t('page.title');
  usePageTitle(title);

  if (!valid) return <LoadState notFound />;
  if (!conditions.data) return <LoadState error={conditions.error} />;
  if (buildings.isPending || users.isPending || bikes.isPending) return <LoadState />;

  const cafeteriaHref =
    area === 'admin' ? paths.companies.cafeteria.getHref(locale, companyId) : paths.fleetConditions.cafeteria.getHref(locale, companyId);

  return (
    <Stack gap="lg" maw={960}>
      <div>
        {area === 'admin' && (
          <Anchor component={Link} to={paths.companies.detail.getHref(locale, companyId, 'conditions')} size="sm">
            {t('page.backToCompany')}
          </Anchor>
        )}
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{t('page.intro')}</Text>
      </div>
      {users.isError && <Alert color="yellow">{errorMessage(users.error)}</Alert>}
      {bikes.isError && <Alert color="yellow">{errorMessage(bikes.error)}</Alert>}
      <ConditionsForm
        key={conditions.data.companyId}
        conditions={conditions.data}
        users={users.data ?? []}
        buildings={buildings.data ?? []}
        bikes={bikes.data ?? []}
        quizHref={quizHref(locale, companyId)}
      />
      <BuildingsSection companyId={companyId} />
      <Paper component="section" aria-labelledby={cafeteriaId} withBorder radius="lg" p="lg">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Title order={2} size="h3" id={cafeteriaId}>
              {t('cafeteria.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('cafeteria.intro')}
            </Text>
          </div>
          <Button component={Link} to={cafeteriaHref} variant="default" leftSection={<IconCoffee size={16} aria-hidden />}>
            {t('cafeteria.open')}
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}
