import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconBarcode } from '@tabler/icons-react';
import { formatDateTime } from '@veloport/domain';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadState } from '@/components/ui/load-state';
import { paths } from '@/config/paths';
import { useCloseInventory } from '@/features/stock/inventory/api/close-inventory';
import { useCountAccessory } from '@/features/stock/inventory/api/count-accessory';
import { useInventory, type InventoryDetail } from '@/features/stock/inventory/api/get-inventory';
import { useScanBike } from '@/features/stock/inventory/api/scan-bike';
import { useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

type BikeRow = { frameNumber: string; bike: InventoryDetail['expected'][number] | null; note?: ReactNode };
type AccessoryLine = InventoryDetail['accessories'][number];

function BikeTable({
  rows,
  caption,
  empty,
  onTick,
}: {
  rows: BikeRow[];
  caption: string;
  empty: string;
  onTick?: (frameNumber: string) => void;
}) {
  const { t } = useTranslation('inventory');
  const locale = useLocale();
  if (rows.length === 0)
    return (
      <Text c="dimmed" py="md">
        {empty}
      </Text>
    );
  return (
    // The wrapper itself scrolls, so it is the one that takes the focus (axe: scrollable-region-focusable).
    <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={caption}>
      <Table striped miw={360}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fields.frameNumber')}</Table.Th>
            <Table.Th>{t('fields.model')}</Table.Th>
            <Table.Th>{t('fields.note')}</Table.Th>
            {onTick && <Table.Th>{t('detail.tickHeader')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.frameNumber}>
              <Table.Td ff="monospace">
                {r.bike ? (
                  <Anchor component={Link} to={paths.stock.bikeDetail.getHref(locale, r.bike.id)}>
                    {r.frameNumber}
                  </Anchor>
                ) : (
                  r.frameNumber
                )}
              </Table.Td>
              <Table.Td>{r.bike?.model ? `${r.bike.model.brand} ${r.bike.model.model}` : '—'}</Table.Td>
              <Table.Td>{r.note ?? ''}</Table.Td>
              {onTick && (
                <Table.Td>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => onTick(r.frameNumber)}
                    aria-label={t('detail.tick', { frameNumber: r.frameNumber })}
                  >
                    {t('detail.tickHeader')}
                  </Button>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

function AccessoryCounts({ inventoryId, lines, open }: { inventoryId: number; lines: AccessoryLine[]; open: boolean }) {
  const { t } = useTranslation('inventory');
  const errorMessage = useErrorMessage();
  const count = useCountAccessory(inventoryId);
  const [values, setValues] = useState<Record<number, number | string>>({});
  if (lines.length === 0)
    return (
      <Text c="dimmed" py="md">
        {t('detail.noAccessories')}
      </Text>
    );
  return (
    <Stack gap="xs">
      {count.isError && <Alert color="red">{errorMessage(count.error)}</Alert>}
      {lines.map((line) => {
        const current = values[line.accessory.id] ?? line.counted ?? '';
        return (
          <Group key={line.accessory.id} align="flex-end" wrap="wrap" gap="sm">
            <NumberInput
              label={line.accessory.name}
              description={t('detail.accessoryExpected', { count: line.expected })}
              min={0}
              allowDecimal={false}
              value={current}
              onChange={(v) => setValues((all) => ({ ...all, [line.accessory.id]: v }))}
              disabled={!open}
              w={{ base: '100%', xs: 260 }}
            />
            {open && (
              <Button
                variant="default"
                disabled={current === '' || Number(current) === line.counted}
                loading={count.isPending && count.variables?.accessoryId === line.accessory.id}
                onClick={() => count.mutate({ accessoryId: line.accessory.id, counted: Number(current) })}
                aria-label={t('detail.saveCount', { name: line.accessory.name })}
              >
                {t('detail.save')}
              </Button>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}

export function InventoryDetailPage() {
  const { t } = useTranslation('inventory');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const id = Number(useParams().id);
  const inventory = useInventory(id);
  const scan = useScanBike(id);
  const close = useCloseInventory(id);
  const [input, setInput] = useState('');
  const [feedback, setFeedback] = useState<{ color: string; text: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  usePageTitle(inventory.data ? t('detail.title', { location: inventory.data.location.name }) : t('list.title'));

  if (!Number.isInteger(id) || id <= 0) return <LoadState notFound />;
  if (!inventory.data) return <LoadState error={inventory.error} />;
  const inv = inventory.data;
  const open = inv.status === 'open';

  const submitScan = (typed = input) => {
    const frameNumber = typed.trim();
    if (!frameNumber || scan.isPending) return;
    scan.mutate(frameNumber, {
      onSuccess: (result) => {
        setFeedback({
          color: result.outcome === 'found' ? 'green' : result.outcome === 'already_scanned' ? 'yellow' : 'orange',
          text: t(`scan.${result.outcome}`, { frameNumber: result.frameNumber }),
        });
        setInput('');
      },
      onError: (error) => setFeedback({ color: 'red', text: errorMessage(error) }),
      onSettled: () => inputRef.current?.focus(),
    });
  };

  const counts: [keyof InventoryDetail['counts'], string][] = [
    ['expected', 'blue'],
    ['scanned', 'green'],
    ['missing', 'red'],
    ['unexpected', 'orange'],
  ];

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.inventory.list.getHref(locale)} size="sm">
        {t('detail.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1}>{t('detail.title', { location: inv.location.name })}</Title>
          <Text c="dimmed">
            {t('detail.started', { at: formatDateTime(inv.startedAt), who: inv.startedBy?.name ?? '—' })}
            {inv.closedAt ? ` · ${t('detail.closed', { at: formatDateTime(inv.closedAt), who: inv.closedBy?.name ?? '—' })}` : ''}
          </Text>
        </div>
        <Group gap="sm">
          <Badge size="lg" variant="light" color={open ? 'blue' : 'gray'}>
            {t(`status.${inv.status}`)}
          </Badge>
          {open && (
            <Button color="red" variant="light" onClick={() => setConfirming(true)}>
              {t('detail.close')}
            </Button>
          )}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {counts.map(([key, color]) => (
          <Card key={key} withBorder padding="sm">
            <Text size="sm" c="dimmed">
              {t(`counts.${key}`)}
            </Text>
            <Text fz={28} fw={700} c={`${color}.9`} data-testid={`count-${key}`}>
              {inv.counts[key]}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      {open && (
        <Card withBorder>
          <TextInput
            ref={inputRef}
            label={t('scan.label')}
            description={t('scan.hint')}
            leftSection={<IconBarcode size={18} aria-hidden />}
            value={input}
            onChange={(e) => setInput(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                submitScan();
              }
            }}
            autoComplete="off"
            ff="monospace"
            autoFocus
          />
          <Text size="sm" mt="xs" fw={600} c={feedback ? `${feedback.color}.9` : undefined} role="status" aria-live="polite">
            {feedback?.text ?? ''}
          </Text>
        </Card>
      )}
      <Tabs defaultValue="missing">
        <Tabs.List>
          <Tabs.Tab value="missing">{t('tabs.missing', { count: inv.missing.length })}</Tabs.Tab>
          <Tabs.Tab value="unexpected">{t('tabs.unexpected', { count: inv.unexpected.length })}</Tabs.Tab>
          <Tabs.Tab value="scanned">{t('tabs.scanned', { count: inv.scanned.length })}</Tabs.Tab>
          <Tabs.Tab value="expected">{t('tabs.expected', { count: inv.expected.length })}</Tabs.Tab>
          <Tabs.Tab value="accessories">{t('tabs.accessories', { count: inv.accessories.length })}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="missing" pt="md">
          <BikeTable
            caption={t('counts.missing')}
            empty={t('detail.noneMissing')}
            rows={inv.missing.map((b) => ({ frameNumber: b.frameNumber, bike: b }))}
            onTick={open ? (frameNumber) => submitScan(frameNumber) : undefined}
          />
        </Tabs.Panel>
        <Tabs.Panel value="unexpected" pt="md">
          <BikeTable
            caption={t('counts.unexpected')}
            empty={t('detail.noneUnexpected')}
            rows={inv.unexpected.map((u) => ({
              frameNumber: u.frameNumber,
              bike: u.bike,
              note: u.bike ? t('detail.otherPlace') : t('detail.unknownBike'),
            }))}
          />
        </Tabs.Panel>
        <Tabs.Panel value="scanned" pt="md">
          <BikeTable
            caption={t('counts.scanned')}
            empty={t('detail.noneScanned')}
            rows={inv.scanned.map((s) => ({ frameNumber: s.frameNumber, bike: s.bike, note: formatDateTime(s.scannedAt) }))}
          />
        </Tabs.Panel>
        <Tabs.Panel value="expected" pt="md">
          <BikeTable
            caption={t('counts.expected')}
            empty={t('detail.noneExpected')}
            rows={inv.expected.map((b) => ({ frameNumber: b.frameNumber, bike: b }))}
          />
        </Tabs.Panel>
        <Tabs.Panel value="accessories" pt="md">
          <AccessoryCounts inventoryId={inv.id} lines={inv.accessories} open={open} />
        </Tabs.Panel>
      </Tabs>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('detail.closeTitle')} centered>
        <Stack gap="md">
          <Text>{t('detail.closeText', { missing: inv.counts.missing, unexpected: inv.counts.unexpected })}</Text>
          {close.isError && <Alert color="red">{errorMessage(close.error)}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('detail.cancel')}
            </Button>
            <Button
              color="red"
              loading={close.isPending}
              onClick={() =>
                close.mutate(undefined, {
                  onSuccess: () => {
                    setConfirming(false);
                    notify('success', t('detail.closedDone'));
                  },
                })
              }
            >
              {t('detail.closeConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
