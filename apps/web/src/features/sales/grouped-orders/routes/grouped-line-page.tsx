import { Anchor, Stack, Title } from '@mantine/core';
import { GROUPED_ORDER_LINE_KINDS, type GroupedOrderLineKind, can } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { LoadState } from '@/components/ui/load-state';
import { GROUPED_LINE_SEGMENTS, paths } from '@/config/paths';
import { useGroupedOrder } from '@/features/sales/grouped-orders/api/get-grouped-order';
import { useSaveGroupedLine } from '@/features/sales/grouped-orders/api/save-grouped-line';
import { GroupedLineForm } from '@/features/sales/grouped-orders/components/grouped-line-form';
import { useAuthUser } from '@/lib/auth/auth-context';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

/** The kind a URL names: `…/add-bike`, `…/bike/{lineId}`, `…/add-boxe`, `…/otherAccessory/{lineId}`… */
function kindOf(pathname: string, editing: boolean): GroupedOrderLineKind {
  const parts = pathname.split('/');
  const segment = parts[parts.length - (editing ? 2 : 1)];
  return GROUPED_ORDER_LINE_KINDS.find((k) => GROUPED_LINE_SEGMENTS[k][editing ? 'edit' : 'add'] === segment) ?? 'bike';
}

/** `grouped-orders/{id}/add-bike` … `add-service`, and `grouped-orders/{id}/bike/{lineId}` … to change one. */
export function GroupedLinePage() {
  const { t } = useTranslation('groupedOrders');
  const locale = useLocale();
  const navigate = useNavigate();
  const user = useAuthUser();
  const params = useParams();
  const id = Number(params.id);
  const lineId = params.lineId ? Number(params.lineId) : undefined;
  const kind = kindOf(useLocation().pathname, lineId !== undefined);
  const query = useGroupedOrder(id);
  const save = useSaveGroupedLine(id);
  const title = lineId ? t(`lines.editTitle.${kind}`) : t(`lines.add.${kind}`);
  usePageTitle(title);
  const order = query.data;
  const line = order?.lines.find((l) => l.id === lineId);
  if (!order || (lineId !== undefined && !line)) return <LoadState error={query.error} notFound={Boolean(order)} />;
  const back = () => navigate(paths.groupedOrders.detail.getHref(locale, id));

  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Anchor component={Link} to={paths.groupedOrders.detail.getHref(locale, id)} size="sm">
          {t('backToOrder', { id, supplier: order.supplier })}
        </Anchor>
        <Title order={1}>{title}</Title>
      </div>
      <GroupedLineForm
        kind={kind}
        line={line}
        isAdmin={can(user, 'admin')}
        pending={save.isPending}
        onSubmit={async (input) => {
          await save.mutateAsync({ lineId, input });
          notify('success', t('lines.saved'));
          back();
        }}
        onCancel={back}
      />
    </Stack>
  );
}
