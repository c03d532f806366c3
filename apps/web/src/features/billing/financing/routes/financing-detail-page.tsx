import { Anchor, Badge, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatDecimal, formatPrice } from '@veloport/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadState } from '@/components/ui/load-state';
import { useFinancing, type Financing } from '@/features/billing/financing/api/get-financing';
import { useUpdateFinancing } from '@/features/billing/financing/api/update-financing';
import { FinancingForm } from '@/features/billing/financing/components/financing-form';
import { FINANCING_STATUS_COLORS } from '@/features/billing/financing/components/financing-status';
import { financingPaths } from '@/features/billing/financing/paths';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

/** `bills/external-financing-bikes/:id`: one financing, its bike and the other financings of that bike; edit in place. */
export function FinancingDetailPage() {
  const { t } = useTranslation('financing');
  const id = Number(useParams().id);
  const financing = useFinancing(id);
  usePageTitle(financing.data ? t('detailTitle', { frame: financing.data.bike.frameNumber }) : t('title'));
  if (!Number.isInteger(id) || id <= 0) return <LoadState notFound />;
  if (!financing.data) return <LoadState error={financing.error} />;
  return <FinancingDetail financing={financing.data} />;
}

function FinancingDetail({ financing: f }: { financing: Financing }) {
  const { t } = useTranslation('financing');
  const locale = useLocale();
  const [editing, setEditing] = useState(false);
  const update = useUpdateFinancing(f.id);

  const detail = (label: string, value: ReactNode) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text>{value || '—'}</Text>
    </div>
  );

  return (
    <Stack gap="lg" maw={1000}>
      <div>
        <Anchor component={Link} to={financingPaths.list.getHref(locale)} size="sm">
          {t('backToList')}
        </Anchor>
        <Group gap="sm" wrap="wrap">
          <Title order={1}>{t('detailTitle', { frame: f.bike.frameNumber })}</Title>
          <Badge variant="light" color={FINANCING_STATUS_COLORS[f.status]}>
            {t(`statuses.${f.status}`)}
          </Badge>
          {f.endingSoon && (
            <Badge variant="light" color="orange">
              {t('endingSoon')}
            </Badge>
          )}
        </Group>
        <Text c="dimmed">{[f.bike.label, f.bike.company?.name].filter(Boolean).join(' · ')}</Text>
      </div>
      {editing ? (
        <FinancingForm
          financing={f}
          submitLabel={t('save')}
          pending={update.isPending}
          onCancel={() => setEditing(false)}
          onSubmit={async (body) => {
            await update.mutateAsync(body);
            notify('success', t('saved'));
            setEditing(false);
          }}
        />
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {detail(t('fields.financier'), f.financier)}
            {detail(t('fields.contractReference'), f.contractReference)}
            {detail(t('fields.financedAmount'), formatPrice(f.financedAmountCents))}
            {detail(t('fields.rate'), `${formatDecimal(f.rateBasisPoints / 100)} %`)}
            {detail(t('fields.monthlyInstalment'), formatPrice(f.monthlyInstalmentCents))}
            {detail(t('fields.period'), t('period', { start: formatDate(f.startDate), end: formatDate(f.endDate) }))}
          </SimpleGrid>
          {detail(t('fields.notes'), f.notes && <span style={{ whiteSpace: 'pre-wrap' }}>{f.notes}</span>)}
          <Group justify="space-between" wrap="wrap">
            <Anchor component={Link} to={`${financingPaths.list.getHref(locale)}?bikeId=${f.bike.id}`}>
              {t('otherOfBike')}
            </Anchor>
            <Button variant="default" onClick={() => setEditing(true)}>
              {t('edit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
