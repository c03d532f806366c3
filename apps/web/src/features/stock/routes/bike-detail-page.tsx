import { Anchor, Badge, Button, Card, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadState } from '@/components/ui/load-state';
import { paths } from '@/config/paths';
import { useBike, useBikeAction } from '@/features/stock/api/bikes';
import { BikeActions } from '@/features/stock/components/bike-actions';
import { BikeForm, toBikeRequest } from '@/features/stock/components/bike-form';
import { BikeFields } from '@/features/stock/components/bike-fields';
import { BikeHistory } from '@/features/stock/components/bike-history';
import { modelName, useStockLabels } from '@/features/stock/components/labels';
import { API_BASE } from '@/lib/api-client';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

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
