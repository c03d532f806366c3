import { ActionIcon, Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { formatPrice, GROUPED_ORDER_LINE_KINDS, type GroupedOrder } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useLocale } from '@/lib/locale';
import { ScrollRegion } from '@/components/ui/scroll-region';

type Line = GroupedOrder['lines'][number];
type Props = { order: GroupedOrder; editable: boolean; onRemove: (line: Line) => void };

/** The lines of a grouped order, what was received of each (and the frame numbers), and its totals. */
export function GroupedOrderLines({ order, editable, onRemove }: Props) {
  const { t } = useTranslation('groupedOrders');
  const locale = useLocale();
  return (
    <Stack gap="sm">
      {editable && (
        <Group gap="xs">
          {GROUPED_ORDER_LINE_KINDS.map((kind) => (
            <Button
              key={kind}
              component={Link}
              to={paths.groupedOrders.addLine.getHref(locale, order.id, kind)}
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
            >
              {t(`lines.add.${kind}`)}
            </Button>
          ))}
        </Group>
      )}
      {order.lines.length === 0 ? (
        <Text c="dimmed">{t('lines.empty')}</Text>
      ) : (
        <ScrollRegion minWidth={640} label={t('lines.title')}>
          <Table>
            <Table.Caption>{t('lines.title')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('lines.item')}</Table.Th>
                <Table.Th>{t('lines.quantity')}</Table.Th>
                <Table.Th>{t('fields.received')}</Table.Th>
                <Table.Th ta="right">{t('lines.unitPrice')}</Table.Th>
                <Table.Th ta="right">{t('totals.inclVat')}</Table.Th>
                {editable && <Table.Th>{t('lines.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.lines.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>
                    <Text size="xs" c="dimmed">
                      {t(`kinds.${line.kind}`)}
                    </Text>
                    <Text fw={500}>{line.label}</Text>
                    {line.orderId !== null && (
                      <Anchor component={Link} to={paths.sales.order.getHref(locale, line.orderId)} size="xs">
                        {t('lines.forOrder', { id: line.orderId })}
                      </Anchor>
                    )}
                    {line.receivedBikes.length > 0 && (
                      <Text size="xs" c="dimmed">
                        {line.receivedBikes.map((b) => b.frameNumber).join(', ')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{line.quantity}</Table.Td>
                  <Table.Td>{line.receivedQuantity}</Table.Td>
                  <Table.Td ta="right">{formatPrice(line.unitPriceCents, locale)}</Table.Td>
                  <Table.Td ta="right">{formatPrice(line.amounts.inclVatCents, locale)}</Table.Td>
                  {editable && (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          component={Link}
                          to={paths.groupedOrders.line.getHref(locale, order.id, line.kind, line.id)}
                          variant="subtle"
                          aria-label={t('lines.edit', { label: line.label })}
                        >
                          <IconPencil size={16} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          onClick={() => onRemove(line)}
                          aria-label={t('lines.remove', { label: line.label })}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
      <Stack gap={2} align="flex-end">
        <Text>{t('totals.exclVatValue', { amount: formatPrice(order.totals.exclVatCents, locale) })}</Text>
        {order.totals.vatByRate.map((g) => (
          <Text key={g.rate} size="sm" c="dimmed">
            {t('totals.vatAt', { rate: g.rate, amount: formatPrice(g.vatCents, locale) })}
          </Text>
        ))}
        <Text fw={700}>{t('totals.inclVatValue', { amount: formatPrice(order.totals.inclVatCents, locale) })}</Text>
      </Stack>
    </Stack>
  );
}
