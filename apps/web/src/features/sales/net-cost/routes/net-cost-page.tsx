import { Alert, NativeSelect, NumberInput, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { TAX_BRACKETS } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@/components/ui/money-input';
import { useSearchParams } from 'react-router';
import { LoadState } from '@/components/ui/load-state';
import { useBikeChoices } from '@/features/sales/net-cost/api/get-bike-choices';
import { useNetCost } from '@/features/sales/net-cost/api/get-net-cost';
import { NetCostBreakdown } from '@/features/sales/net-cost/components/net-cost-breakdown';
import { isApiError, useErrorMessage } from '@/lib/errors';
import { usePageTitle } from '@/lib/use-page-title';

const DURATIONS = [24, 36, 48] as const;
const asNumber = (v: string | number) => (typeof v === 'number' ? v : Number(String(v).replace(',', '.')));

/**
 * `net-cost`: what a catalogue bike leased through the salary costs the employee (decision 026). The figures
 * follow the inputs as they are typed; `?bike=<slug>` preselects a bike (a link from its page).
 */
export function NetCostPage() {
  const { t } = useTranslation('netCost');
  usePageTitle(t('title'));
  const errorMessage = useErrorMessage();
  const [params] = useSearchParams();
  const [slug, setSlug] = useState<string | null>(params.get('bike'));
  // From one's leasing offer (issue 25 point 3): its own monthly figure and duration, not a catalogue estimate.
  const offerId = Number(params.get('offer')) || null;
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const [salaryCents, setSalaryCents] = useState<number | null>(350_000);
  const [bracket, setBracket] = useState<string>('45');
  const [km, setKm] = useState<string | number>(10);
  const [days, setDays] = useState<string | number>(16);
  const [months, setMonths] = useState<string>('36');
  const bikes = useBikeChoices(q);
  const [debounced] = useDebouncedValue({ salaryCents, km, days }, 300);
  const valid =
    (slug || offerId) &&
    debounced.salaryCents !== null &&
    debounced.salaryCents >= 0 &&
    [debounced.km, debounced.days].every((v) => v !== '' && Number.isFinite(asNumber(v)) && asNumber(v) >= 0);
  const simulation = useNetCost(
    valid
      ? {
          ...(offerId ? { offerId } : { slug: slug! }),
          grossMonthlySalaryCents: debounced.salaryCents ?? 0,
          taxBracket: Number(bracket),
          commuteKm: asNumber(debounced.km),
          commuteDaysPerMonth: Math.floor(asNumber(debounced.days)),
          months: Number(months),
        }
      : null,
  );
  const options = (bikes.data?.data ?? []).map((b) => ({ value: b.slug, label: `${b.brand} ${b.model}` }));
  if (slug && !options.some((o) => o.value === slug) && simulation.data?.model.slug === slug)
    options.unshift({ value: slug, label: simulation.data.model.label });

  return (
    <Stack gap="lg" maw={900}>
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </div>
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          {offerId ? (
            <Text>{t('fromOffer', { id: offerId, label: simulation.data?.model.label ?? '…' })}</Text>
          ) : (
            <Select
              label={t('fields.bike')}
              placeholder={t('fields.bikePlaceholder')}
              searchable
              data={options}
              value={slug}
              onChange={setSlug}
              searchValue={search}
              onSearchChange={setSearch}
              filter={({ options: all }) => all}
              nothingFoundMessage={t('noBike')}
              required
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <MoneyInput label={t('fields.salary')} value={salaryCents} onChange={setSalaryCents} min={0} max={10_000_000} required />
            <NativeSelect
              label={t('fields.bracket')}
              value={bracket}
              onChange={(e) => setBracket(e.currentTarget.value)}
              data={TAX_BRACKETS.map((b) => ({ value: String(b), label: `${b} %` }))}
            />
            {!offerId && (
              <NativeSelect
                label={t('fields.months')}
                value={months}
                onChange={(e) => setMonths(e.currentTarget.value)}
                data={DURATIONS.map((m) => ({ value: String(m), label: t('monthsValue', { count: m }) }))}
              />
            )}
            <NumberInput label={t('fields.km')} value={km} onChange={setKm} min={0} max={200} decimalSeparator="," />
            <NumberInput label={t('fields.days')} value={days} onChange={setDays} min={0} max={31} allowDecimal={false} />
          </SimpleGrid>
        </Stack>
      </Paper>
      {!slug && !offerId ? (
        <Alert color="blue">{t('pickBike')}</Alert>
      ) : simulation.isError ? (
        <Alert color="red">
          {isApiError(simulation.error) && simulation.error.status === 404 ? t('noBike') : errorMessage(simulation.error)}
        </Alert>
      ) : simulation.data ? (
        <NetCostBreakdown simulation={simulation.data} />
      ) : (
        <LoadState />
      )}
    </Stack>
  );
}
