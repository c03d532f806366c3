import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { formatPrice, totalFeesCents } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LoadState } from '@/components/ui/load-state';
import { paths } from '@/config/paths';
import { useCreateMaintenanceRequest } from '@/features/workshop/maintenance/api/create-maintenance-request';
import { useMyBikes } from '@/features/workshop/maintenance/api/get-my-bikes';
import { MaintenanceRequestForm } from '@/features/workshop/maintenance/components/maintenance-request-form';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

/** The customer asks for maintenance of one of their bikes (a stock bike in their contract or their own). */
export function AskMaintenancePage() {
  const { t } = useTranslation('maintenance');
  const locale = useLocale();
  const navigate = useNavigate();
  const bikes = useMyBikes();
  const create = useCreateMaintenanceRequest();
  usePageTitle(t('titles.ask'));
  return (
    <Stack gap="lg" maw={760}>
      <Anchor component={Link} to={paths.maintenance.mine.getHref(locale)} size="sm">
        {t('back.mine')}
      </Anchor>
      <div>
        <Title order={1}>{t('titles.ask')}</Title>
        <Text c="dimmed">{t('intros.ask')}</Text>
      </div>
      {!bikes.data ? (
        <LoadState error={bikes.error} />
      ) : bikes.data.data.length === 0 ? (
        <Alert color="yellow">{t('noBikes')}</Alert>
      ) : (
        <MaintenanceRequestForm
          bikes={bikes.data.data}
          pending={create.isPending}
          onSubmit={async (body) => {
            const made = await create.mutateAsync(body);
            notify('success', t('sent', { amount: formatPrice(totalFeesCents(made.fees), locale) }));
            void navigate(paths.maintenance.mineDetail.getHref(locale, made.id));
          }}
        />
      )}
    </Stack>
  );
}
