import { Anchor, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { HistoryTimeline } from '@/components/ui/history-timeline';
import { LoadState } from '@/components/ui/load-state';
import { usePromoCode } from '@/features/billing/promo-codes/api/get-promo-code';
import { usePromoCodeHistory } from '@/features/billing/promo-codes/api/get-promo-code-history';
import { useSavePromoCode } from '@/features/billing/promo-codes/api/save-promo-code';
import { PromoCodeForm } from '@/features/billing/promo-codes/components/promo-code-form';
import { promoDiscountLabel } from '@/features/billing/promo-codes/components/promo-discount';
import { promoCodePaths } from '@/features/billing/promo-codes/paths';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

const HISTORY_FIELDS = [
  'code',
  'kind',
  'value',
  'startsOn',
  'endsOn',
  'maxUses',
  'perCustomerLimit',
  'minimumOrderCents',
  'active',
  'discountCents',
  'reference',
];

/** `stripe/promocodes/create`. */
export function PromoCodeCreatePage() {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const navigate = useNavigate();
  const save = useSavePromoCode(null);
  usePageTitle(t('promoCodes.create'));
  return (
    <Stack gap="lg">
      <div>
        <Anchor component={Link} to={promoCodePaths.list.getHref(locale)} size="sm">
          {t('promoCodes.backToList')}
        </Anchor>
        <Title order={1}>{t('promoCodes.create')}</Title>
      </div>
      <PromoCodeForm
        pending={save.isPending}
        submitLabel={t('promoCodes.create')}
        onSubmit={async (input) => {
          const made = await save.mutateAsync(input);
          notify('success', t('promoCodes.saved'));
          navigate(promoCodePaths.detail.getHref(locale, made.id));
        }}
      />
    </Stack>
  );
}

/** `stripe/promocodes/{id}`: change a code; its uses and changes in the history tab. */
export function PromoCodeDetailPage() {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const id = Number(useParams().id);
  const promo = usePromoCode(id);
  const save = useSavePromoCode(id);
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'history' ? 'history' : 'code';
  const history = usePromoCodeHistory(id, tab === 'history');
  usePageTitle(promo.data?.code ?? t('promoCodes.title'));
  if (!Number.isInteger(id) || id <= 0) return <LoadState notFound />;
  if (!promo.data) return <LoadState error={promo.error} />;
  const p = promo.data;
  return (
    <Stack gap="lg">
      <div>
        <Anchor component={Link} to={promoCodePaths.list.getHref(locale)} size="sm">
          {t('promoCodes.backToList')}
        </Anchor>
        <Group gap="sm">
          <Title order={1}>{p.code}</Title>
        </Group>
        <Text c="dimmed">{t('promoCodes.summary', { discount: promoDiscountLabel(p), uses: p.usesCount })}</Text>
      </div>
      <Tabs value={tab} onChange={(v) => setSearch(v === 'history' ? { tab: v } : {}, { replace: true })} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="code">{t('promoCodes.tabs.code')}</Tabs.Tab>
          <Tabs.Tab value="history">{t('promoCodes.tabs.history')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="code" pt="md">
          <PromoCodeForm
            key={p.updatedAt}
            promo={p}
            pending={save.isPending}
            submitLabel={t('save')}
            onSubmit={async (input) => {
              await save.mutateAsync(input);
              notify('success', t('promoCodes.saved'));
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          {history.data ? (
            <HistoryTimeline
              entries={history.data.data}
              label={(path) => (path.length === 1 && HISTORY_FIELDS.includes(path[0]!) ? t(`promoCodes.history.${path[0]}`) : undefined)}
            />
          ) : (
            <LoadState error={history.error} />
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
