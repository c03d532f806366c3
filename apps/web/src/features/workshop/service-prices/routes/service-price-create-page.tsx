import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useCreateServicePrice } from '@/features/workshop/service-prices/api/create-service-price';
import { ServicePriceForm } from '@/features/workshop/service-prices/components/service-price-form';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

/** `entretiens/service-pricing`: a new service on the workshop's price list (admin). */
export function ServicePriceCreatePage() {
  const { t } = useTranslation('workshop');
  const locale = useLocale();
  const navigate = useNavigate();
  const create = useCreateServicePrice();
  usePageTitle(t('prices.create'));
  return (
    <Stack gap="lg" maw={860}>
      <div>
        <Anchor component={Link} to={paths.servicePrices.list.getHref(locale)} size="sm">
          {t('prices.backToList')}
        </Anchor>
        <Title order={1}>{t('prices.create')}</Title>
        <Text c="dimmed">{t('prices.createIntro')}</Text>
      </div>
      <ServicePriceForm
        submitLabel={t('prices.createSubmit')}
        pending={create.isPending}
        onSubmit={async (body) => {
          const made = await create.mutateAsync(body);
          notify('success', t('prices.created'));
          navigate(paths.servicePrices.edit.getHref(locale, made.id));
        }}
      />
    </Stack>
  );
}
