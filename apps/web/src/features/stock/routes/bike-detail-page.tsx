import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { formatDate, formatPrice, type BikeDetail } from '@veloport/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadState } from '@/components/ui/load-state';
import { paths } from '@/config/paths';
import { useBike, useBikeAction } from '@/features/stock/api/bikes';
import { BikeActions } from '@/features/stock/components/bike-actions';
import { BikeForm, toBikeRequest } from '@/features/stock/components/bike-form';
import { BikeHistory } from '@/features/stock/components/bike-history';
import { modelName, useStockLabels } from '@/features/stock/components/labels';
import { API_BASE } from '@/lib/api-client';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

function BikeFields({ bike }: { bike: BikeDetail }) {
  const { t } = useTranslation('stock');
  const labels = useStockLabels();
  const d = (v: string | null) => formatDate(v) || '—';
  const rows: [string, ReactNode][] = [
    ['frameNumber', bike.frameNumber],
    ['model', modelName(bike.model)],
    ['size', bike.size ?? '—'],
    ['color', bike.color ?? '—'],
    ['identification', bike.identification ?? '—'],
    ['keyRef', bike.keyRef ?? '—'],
    ['lockRef', bike.lockRef ?? '—'],
    ['numberPlate', bike.numberPlate ?? '—'],
    ['location', bike.location.name],
    ['status', labels.status(bike.status)],
    ['contractKind', labels.contract(bike.contractKind)],
    ['contractMonths', bike.contractMonths ?? '—'],
    ['company', bike.company?.name ?? '—'],
    ['user', bike.user?.name ?? '—'],
    ['purchaseDate', d(bike.purchaseDate)],
    ['purchasePrice', bike.purchasePriceCents == null ? '—' : formatPrice(bike.purchasePriceCents)],
    ['expectedDate', d(bike.expectedDate)],
    ['saleDate', d(bike.saleDate)],
    ['salePrice', bike.salePriceCents == null ? '—' : formatPrice(bike.salePriceCents)],
    ['stolenDate', d(bike.stolenDate)],
    ['insurer', bike.insurer ?? '—'],
    ['insurancePolicy', bike.insurancePolicy ?? '—'],
    ['insuranceStart', d(bike.insuranceStart)],
    ['insuranceEnd', d(bike.insuranceEnd)],
    ['createdAt', d(bike.createdAt)],
    ['updatedAt', d(bike.updatedAt)],
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" m={0}>
      {rows.map(([key, value]) => (
        <Field key={key} label={t(`fields.${key}`)}>
          {value}
        </Field>
      ))}
    </SimpleGrid>
  );
}

export function BikeDetailPage() {
  const { t } = useTranslation('stock');
  const locale = useLocale();
  const labels = useStockLabels();
  const id = Number(useParams().id);
  const bike = useBike(id);
  const update = useBikeAction(id);
  usePageTitle(bike.data ? t('detail.title', { frameNumber: bike.data.frameNumber }) : t('list.title'));

  if (!Number.isInteger(id) || id <= 0) return <LoadState notFound />;
  if (!bike.data) return <LoadState error={bike.error} />;
  const b = bike.data;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.stock.bikes.getHref(locale)} size="sm">
        {t('detail.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1}>{t('detail.title', { frameNumber: b.frameNumber })}</Title>
          <Group gap="xs" mt={4}>
            <Text c="dimmed">{modelName(b.model)}</Text>
            <Badge variant="light">{labels.contract(b.contractKind)}</Badge>
            <Badge variant="light" color={b.status === 'broken' ? 'red' : 'green'}>
              {labels.status(b.status)}
            </Badge>
          </Group>
        </div>
        <Button component="a" href={`${API_BASE}/stock/bikes/${b.id}/history.pdf?locale=${locale}`} variant="default" leftSection={<IconFileTypePdf size={18} aria-hidden />}>
          {t('detail.historyPdf')}
        </Button>
      </Group>
      <BikeActions bike={b} />
      <Tabs defaultValue="details" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="details">{t('detail.tabs.details')}</Tabs.Tab>
          <Tabs.Tab value="edit">{t('detail.tabs.edit')}</Tabs.Tab>
          <Tabs.Tab value="history">{t('detail.tabs.history')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details" pt="md">
          <Card withBorder>
            <BikeFields bike={b} />
          </Card>
        </Tabs.Panel>
        <Tabs.Panel value="edit" pt="md">
          <BikeForm
            bike={b}
            submitLabel={t('detail.save')}
            onSubmit={async (values) => {
              const { locationId: _l, contractKind: _c, ...body } = toBikeRequest(values);
              await update.mutateAsync({ kind: 'update', body });
              notify('success', t('detail.saved'));
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <BikeHistory events={b.history} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
