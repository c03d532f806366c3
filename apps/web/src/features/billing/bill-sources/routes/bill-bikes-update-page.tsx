import { Alert, Anchor, Button, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadState } from '@/components/ui/load-state';
import { useBillLinks, type BillLinks } from '@/features/billing/bill-sources/api/get-bill-links';
import { useBillNumber } from '@/features/billing/bill-sources/api/get-bill-number';
import { useBikeSearch } from '@/features/billing/bill-sources/api/search-bikes';
import { useSetBillBikes } from '@/features/billing/bill-sources/api/set-bill-bikes';
import { SourcesNav } from '@/features/billing/bill-sources/components/sources-nav';
import { billHref } from '@/features/billing/bill-sources/paths';
import { useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

type Bike = BillLinks['bikes'][number];

/** `bills/bills-bikes-link/{billId}/update`: choose the bikes a bill concerns (found by frame number or model). */
export function BillBikesUpdatePage() {
  const { t } = useTranslation('billSources');
  const billId = Number(useParams().billId);
  const bill = useBillNumber(billId);
  const links = useBillLinks(billId);
  const number = bill.data?.number ?? t('draftBill');
  usePageTitle(t('screens.updateBikes.title', { number }));
  if (!Number.isInteger(billId) || billId <= 0) return <LoadState notFound />;
  if (!bill.data || !links.data) return <LoadState error={bill.error ?? links.error} />;
  return <BikesEditor billId={billId} number={number} initial={links.data.bikes} />;
}

function BikesEditor({ billId, number, initial }: { billId: number; number: string; initial: Bike[] }) {
  const { t } = useTranslation('billSources');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const [chosen, setChosen] = useState<Bike[]>(initial);
  useEffect(() => setChosen(initial), [initial]);
  const [q, setQ] = useState('');
  const search = useBikeSearch(useDeferredValue(q));
  const save = useSetBillBikes(billId);
  const found = (search.data?.data ?? []).filter((b) => !chosen.some((c) => c.id === b.id));

  return (
    <Stack gap="lg" maw={800}>
      <div>
        <Title order={1}>{t('screens.updateBikes.title', { number })}</Title>
        <Text c="dimmed">{t('screens.updateBikes.intro')}</Text>
      </div>
      <SourcesNav />
      <Stack gap="xs">
        <Text fw={600}>{t('section.bikes')}</Text>
        {chosen.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('section.noBike')}
          </Text>
        ) : (
          <List size="sm" listStyleType="none" spacing="xs">
            {chosen.map((b) => (
              <List.Item key={b.id}>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm">{`${b.frameNumber}${b.model ? ` · ${b.model}` : ''}`}</Text>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    leftSection={<IconX size={12} aria-hidden />}
                    aria-label={t('removeBike', { frame: b.frameNumber })}
                    onClick={() => setChosen((c) => c.filter((x) => x.id !== b.id))}
                  >
                    {t('remove')}
                  </Button>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
      <TextInput label={t('findBike')} description={t('findBikeHint')} value={q} onChange={(e) => setQ(e.currentTarget.value)} />
      {found.length > 0 && (
        <List size="sm" listStyleType="none" spacing="xs" aria-label={t('foundBikes')}>
          {found.map((b) => {
            const model = b.model ? `${b.model.brand} ${b.model.model}` : null;
            return (
              <List.Item key={b.id}>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="compact-xs"
                    variant="light"
                    leftSection={<IconPlus size={12} aria-hidden />}
                    aria-label={t('addBike', { frame: b.frameNumber })}
                    onClick={() => setChosen((c) => [...c, { id: b.id, frameNumber: b.frameNumber, model }])}
                  >
                    {t('add')}
                  </Button>
                  <Text size="sm">{`${b.frameNumber}${model ? ` · ${model}` : ''}${b.company ? ` · ${b.company.name}` : ''}`}</Text>
                </Group>
              </List.Item>
            );
          })}
        </List>
      )}
      {save.isError && <Alert color="red">{errorMessage(save.error)}</Alert>}
      <Group>
        <Button
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              chosen.map((b) => b.id),
              { onSuccess: () => notify('success', t('saved')) },
            )
          }
        >
          {t('save')}
        </Button>
        <Anchor component={Link} to={billHref(locale, billId)}>
          {t('backToBill')}
        </Anchor>
      </Group>
    </Stack>
  );
}
