import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { SearchInput } from '@/components/ui/search-input';
import { paths } from '@/config/paths';
import { useTourRequests, type TourRequestList } from '@/features/workshop/tours/api/get-tour-requests';
import { dayLabel } from '@/features/workshop/tours/components/format';
import { tourPaths } from '@/features/workshop/tours/paths';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

type Row = TourRequestList['data'][number];

/** Requests at a company or another address: to put on a tour, or on a draft tour to confirm. */
function TourRequestsPage({ list }: { list: 'to_propose' | 'to_confirm' }) {
  const { t } = useTranslation('tours');
  const locale = useLocale();
  const listParams = useListParams();
  const { params, update, apiQuery } = listParams;
  const requests = useTourRequests(list, apiQuery);
  const table = useListScreen(requests, listParams);
  const title = list === 'to_propose' ? t('titles.toPropose') : t('titles.toConfirm');
  usePageTitle(title);

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'id',
      header: t('fields.request'),
      render: (r) => (
        <Anchor component={Link} to={paths.maintenance.workshopDetail.getHref(locale, r.id)} fw={600}>
          {`#${r.id}`}
        </Anchor>
      ),
    },
    {
      key: 'customer',
      header: t('fields.customer'),
      render: (r) => `${r.customer?.name ?? '—'}${r.company ? ` – ${r.company.name}` : ''}`,
    },
    {
      key: 'bike',
      header: t('fields.bike'),
      render: (r) => `${r.bikeLabel}${r.frameNumber ? ` (${r.frameNumber})` : ''}`,
      hideOnPhone: true,
    },
    { key: 'address', header: t('fields.address'), render: (r) => r.address ?? '—' },
    {
      key: 'location',
      header: t('fields.problem'),
      render: (r) => <Badge variant="light">{t(`locations.${r.location}`)}</Badge>,
      hideOnPhone: true,
    },
    {
      key: 'tour',
      header: t('fields.tour'),
      render: (r) =>
        r.tour ? (
          <Anchor component={Link} to={tourPaths.detail.getHref(locale, r.tour.id)}>
            {t('titles.detail', { date: dayLabel(r.tour.date) })}
          </Anchor>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{list === 'to_propose' ? t('intros.toPropose') : t('intros.toConfirm')}</Text>
        </div>
        <Group>
          <Anchor component={Link} to={list === 'to_propose' ? tourPaths.toConfirm.getHref(locale) : tourPaths.toPropose.getHref(locale)}>
            {list === 'to_propose' ? t('toConfirm') : t('toPropose')}
          </Anchor>
          <Anchor component={Link} to={tourPaths.list.getHref(locale)}>
            {t('titles.list')}
          </Anchor>
        </Group>
      </Group>
      <SearchInput label={t('search')} value={params.q} onSearch={(q) => update({ q })} />
      <ListTable {...table} caption={title} columns={columns} rowKey={(r) => r.id} />
    </Stack>
  );
}

export const ToProposeForTourPage = () => <TourRequestsPage list="to_propose" />;
export const ToConfirmForTourPage = () => <TourRequestsPage list="to_confirm" />;
