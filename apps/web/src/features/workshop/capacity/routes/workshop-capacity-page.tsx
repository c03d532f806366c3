import { Alert, Stack, Text, Title } from '@mantine/core';
import { can } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@/components/ui/load-state';
import { useWorkshopCapacity } from '@/features/workshop/capacity/api/get-workshop-capacity';
import { StoreCapacityForm } from '@/features/workshop/capacity/components/store-capacity-form';
import { useAuthUser } from '@/lib/auth/auth-context';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

/** `entretiens/capacity`: mechanic hours per store and weekday, exceptions, the first free day and the next 14 days. */
export function WorkshopCapacityPage() {
  const { t } = useTranslation('workshop');
  const locale = useLocale();
  const user = useAuthUser();
  const capacity = useWorkshopCapacity();
  const canEdit = can(user, 'admin');
  usePageTitle(t('capacity.title'));
  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={1}>{t('capacity.title')}</Title>
        <Text c="dimmed">{t('capacity.intro')}</Text>
      </div>
      {!canEdit && <Alert color="blue">{t('capacity.readOnly')}</Alert>}
      {capacity.data ? (
        capacity.data.stores.map((store) => (
          <StoreCapacityForm
            key={`${store.storeId}-${store.weekly.join()}-${store.exceptions.length}`}
            store={store}
            locale={locale}
            canEdit={canEdit}
          />
        ))
      ) : (
        <LoadState error={capacity.error} />
      )}
    </Stack>
  );
}
