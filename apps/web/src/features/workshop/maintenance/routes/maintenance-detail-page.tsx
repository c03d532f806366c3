import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadState } from '@/components/ui/load-state';
import { paths } from '@/config/paths';
import { useMaintenanceRequest } from '@/features/workshop/maintenance/api/get-maintenance-request';
import { MaintenanceRequestView } from '@/features/workshop/maintenance/components/maintenance-request-view';
import type { MaintenanceAudience } from '@/features/workshop/maintenance/routes/maintenance-list-page';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

function MaintenanceDetailPage({ audience }: { audience: MaintenanceAudience }) {
  const { t } = useTranslation('maintenance');
  const locale = useLocale();
  const id = Number(useParams().id);
  const request = useMaintenanceRequest(id);
  usePageTitle(t('detail.title', { id }));
  if (!request.data) return <LoadState error={request.error} notFound={!Number.isInteger(id)} />;
  const back =
    audience === 'workshop'
      ? { href: paths.maintenance.workshopList.getHref(locale), label: t('back.workshop') }
      : audience === 'fleet'
        ? { href: paths.maintenance.fleetList.getHref(locale), label: t('back.fleet') }
        : { href: paths.maintenance.mine.getHref(locale), label: t('back.mine') };
  return <MaintenanceRequestView request={request.data} back={back} />;
}

export const MyMaintenanceDetailPage = () => <MaintenanceDetailPage audience="mine" />;
export const WorkshopMaintenanceDetailPage = () => <MaintenanceDetailPage audience="workshop" />;
export const FleetMaintenanceDetailPage = () => <MaintenanceDetailPage audience="fleet" />;
