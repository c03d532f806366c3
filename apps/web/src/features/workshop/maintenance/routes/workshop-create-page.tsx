import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { formatPrice, totalFeesCents } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SearchInput } from '@/components/ui/search-input';
import { paths } from '@/config/paths';
import { useCreateMaintenanceRequest } from '@/features/workshop/maintenance/api/create-maintenance-request';
import { useBikeLookup } from '@/features/workshop/maintenance/api/look-up-bike';
import { MaintenanceRequestForm } from '@/features/workshop/maintenance/components/maintenance-request-form';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

/** `entretiens/create`: the workshop types a request for a customer, from the bike's frame number. */
export function WorkshopCreatePage() {
  const { t } = useTranslation('maintenance');
  const locale = useLocale();
  const navigate = useNavigate();
  const [frame, setFrame] = useState('');
  const lookup = useBikeLookup(frame);
  const create = useCreateMaintenanceRequest();
  usePageTitle(t('titles.create'));
  const bike = lookup.data?.data[0];
  return (
    <Stack gap="lg" maw={760}>
      <Anchor component={Link} to={paths.maintenance.workshopList.getHref(locale)} size="sm">
        {t('back.workshop')}
      </Anchor>
      <div>
        <Title order={1}>{t('titles.create')}</Title>
        <Text c="dimmed">{t('intros.create')}</Text>
      </div>
      <SearchInput label={t('fields.frameNumber')} value={frame} onSearch={setFrame} />
      {frame && lookup.data && !bike && <Alert color="yellow">{t('create.notFound')}</Alert>}
      {bike && (
        <>
          <Alert color={bike.customer ? 'blue' : 'yellow'}>
            {bike.customer ? t('create.customer', { name: bike.customer.name }) : t('create.noCustomer')}
          </Alert>
          <MaintenanceRequestForm
            key={bike.id}
            bikes={[bike]}
            pending={create.isPending}
            onSubmit={async (body) => {
              const made = await create.mutateAsync(body);
              notify('success', t('sent', { amount: formatPrice(totalFeesCents(made.fees), locale) }));
              void navigate(paths.maintenance.workshopDetail.getHref(locale, made.id));
            }}
          />
        </>
      )}
    </Stack>
  );
}
