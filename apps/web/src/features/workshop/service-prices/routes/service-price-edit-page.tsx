import { Alert, Anchor, Badge, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { formatDate, formatPrice, type Locale, can } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { HistoryTimeline } from '@/components/ui/history-timeline';
import { LoadState } from '@/components/ui/load-state';
import { paths } from '@/config/paths';
import { useServicePrice, type ServicePrice } from '@/features/workshop/service-prices/api/get-service-price';
import { useServicePriceHistory } from '@/features/workshop/service-prices/api/get-service-price-history';
import { useUpdateServicePrice } from '@/features/workshop/service-prices/api/update-service-price';
import { ServicePriceForm } from '@/features/workshop/service-prices/components/service-price-form';
import { useAuthUser } from '@/lib/auth/auth-context';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

const TABS = ['service', 'history'] as const;
type Tab = (typeof TABS)[number];
const FIELDS = ['description', 'category', 'priceInclVatCents', 'storeId', 'displayed'] as const;
const FIELD_LABELS: Record<(typeof FIELDS)[number], string> = {
  description: 'description',
  category: 'category',
  priceInclVatCents: 'priceShort',
  storeId: 'store',
  displayed: 'visibility',
};

/** `entretiens/service-pricing/:id`: a service of the price list and its history; mechanics read it, admins change it. */
export function ServicePriceEditPage() {
  const { t } = useTranslation('workshop');
  const id = Number(useParams().id);
  const service = useServicePrice(id);
  const locale = useLocale();
  usePageTitle(service.data ? service.data.description[locale] : t('prices.editTitle'));
  if (!Number.isInteger(id) || id <= 0) return <LoadState notFound />;
  if (!service.data) return <LoadState error={service.error} />;
  return <Service service={service.data} locale={locale} />;
}

function Service({ service, locale }: { service: ServicePrice; locale: Locale }) {
  const { t } = useTranslation('workshop');
  const user = useAuthUser();
  const [search, setSearch] = useSearchParams();
  const tab: Tab = TABS.find((x) => x === search.get('tab')) ?? 'service';
  const update = useUpdateServicePrice(service.id);
  const history = useServicePriceHistory(service.id, tab === 'history');
  const isAdmin = can(user, 'admin');

  return (
    <Stack gap="lg" maw={860}>
      <div>
        <Anchor component={Link} to={paths.servicePrices.list.getHref(locale)} size="sm">
          {t('prices.backToList')}
        </Anchor>
        <Group gap="sm" wrap="wrap">
          <Title order={1}>{service.description[locale]}</Title>
          <Badge variant="light" color={service.displayed ? 'green' : 'gray'}>
            {t(`prices.visibility.${String(service.displayed)}`)}
          </Badge>
        </Group>
        <Text c="dimmed">
          {[
            t(`prices.categories.${service.category}`),
            service.store.name,
            formatPrice(service.priceInclVatCents),
            `${t('prices.fields.billed')} ${formatPrice(service.billedLast12MonthsCents)}`,
            `${t('prices.fields.createdAt')} ${formatDate(service.createdAt)}`,
            `${t('prices.fields.updatedAt')} ${formatDate(service.updatedAt)}`,
          ].join(' · ')}
        </Text>
      </div>
      <Tabs value={tab} onChange={(next) => setSearch(next === 'service' ? {} : { tab: next ?? 'service' }, { replace: true })}>
        <Tabs.List>
          {TABS.map((x) => (
            <Tabs.Tab key={x} value={x}>
              {t(`prices.tabs.${x}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="service" pt="md">
          {!isAdmin && (
            <Alert color="blue" mb="md">
              {t('prices.readOnly')}
            </Alert>
          )}
          <ServicePriceForm
            key={service.updatedAt}
            service={service}
            readOnly={!isAdmin}
            submitLabel={t('prices.save')}
            pending={update.isPending}
            onSubmit={async (body) => {
              await update.mutateAsync(body);
              notify('success', t('prices.saved'));
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          {history.data ? (
            <HistoryTimeline
              entries={history.data.data}
              label={(path) =>
                FIELDS.includes(path[0] as (typeof FIELDS)[number])
                  ? t(`prices.fields.${FIELD_LABELS[path[0] as (typeof FIELDS)[number]]}`) + (path[1] ? ` (${path[1].toUpperCase()})` : '')
                  : undefined
              }
              describe={(path, value) =>
                path[0] === 'category' && typeof value === 'string'
                  ? t(`prices.categories.${value}`, { defaultValue: value })
                  : path[0] === 'priceInclVatCents' && typeof value === 'number'
                    ? formatPrice(value)
                    : undefined
              }
            />
          ) : (
            <LoadState error={history.error} />
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
