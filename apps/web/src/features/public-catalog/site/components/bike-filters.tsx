import { Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { FRAME_TYPES, SIZE_BANDS, USAGE_TYPES, type PublicBikeFacets } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BAND_HEIGHT, bandOfHeight, splitList, type ListFilter } from '@/features/public-catalog/site/catalog-query';
import { PlainSelect, PlainTextInput, type PlainTextInputProps } from '@/components/ui/plain-field';
import type { ListParams } from '@/lib/list-params';
import classes from './choice.module.css';

type Update = (changes: Record<string, string | number | null>) => void;
type Props = { params: ListParams; facets: PublicBikeFacets | undefined; update: Update };

const countOf = (facet: { value: string; count: number }[] | undefined, value: string) => facet?.find((f) => f.value === value)?.count ?? 0;

function Checkbox({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className={classes.choice}>
      <input type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onChange(event.currentTarget.checked)} />
      {label}
    </label>
  );
}

function FacetGroup({
  name,
  legend,
  values,
  facet,
  selected,
  labelOf,
  update,
}: {
  name: ListFilter;
  legend: string;
  values: readonly string[];
  facet: { value: string; count: number }[] | undefined;
  selected: string[];
  labelOf: (value: string) => string;
  update: Update;
}) {
  const toggle = (value: string, checked: boolean) => {
    const next = checked ? [...selected, value] : selected.filter((v) => v !== value);
    update({ [name]: next.join(',') || null });
  };
  return (
    <Fieldset legend={legend} variant="unstyled">
      <Stack gap={6}>
        {values.map((value) => {
          const count = countOf(facet, value);
          const checked = selected.includes(value);
          return (
            <Checkbox
              key={value}
              checked={checked}
              disabled={count === 0 && !checked}
              onChange={(next) => toggle(value, next)}
              label={`${labelOf(value)} (${count})`}
            />
          );
        })}
      </Stack>
    </Fieldset>
  );
}

/**
 * A whole number with its unit beside it: the browser's number input rather than Mantine's NumberInput, whose
 * formatting library weighed 10 kB on the catalogue's first load (issue 9).
 */
function WholeNumberInput({
  unit,
  onChange,
  ...props
}: Omit<PlainTextInputProps, 'onChange' | 'type'> & { unit: string; onChange: (value: string) => void }) {
  return (
    <PlainTextInput
      {...props}
      type="number"
      inputMode="numeric"
      step={1}
      rightSection={unit}
      // Digits only, as NumberInput's allowDecimal={false} did: no decimals, signs or exponents reach the query.
      onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, ''))}
    />
  );
}

/** Every filter of the catalogue, each value with the number of models it would show. */
export function BikeFilters({ params, facets, update }: Props) {
  const { t } = useTranslation('public');
  const [height, setHeight] = useState<string>(params.filters.heightCm ?? '');
  const [priceMin, setPriceMin] = useState<string>(params.filters.priceMin ?? '');
  const [priceMax, setPriceMax] = useState<string>(params.filters.priceMax ?? '');
  const applyLater = useDebouncedCallback((changes: Record<string, string | null>) => update(changes), 400);
  const band = bandOfHeight(params.filters.heightCm);
  const brands = [...(facets?.brand ?? [])].map((f) => f.value);
  for (const brand of splitList(params.filters.brand)) if (!brands.includes(brand)) brands.push(brand);

  return (
    <Stack gap="lg">
      {/* No count: it would cost every visit a join on the stock (decision 006). */}
      <Checkbox
        checked={params.filters.inStock === 'true'}
        onChange={(next) => update({ inStock: next ? 'true' : null })}
        label={t('bikes.filters.inStock')}
      />
      <PlainSelect
        label={t('bikes.filters.electric')}
        value={params.filters.electric ?? ''}
        onChange={(event) => update({ electric: event.currentTarget.value || null })}
        data={[
          { value: '', label: t('bikes.filters.electricAll') },
          { value: 'true', label: `${t('bikes.filters.electricYes')} (${countOf(facets?.electric, 'true')})` },
          { value: 'false', label: `${t('bikes.filters.electricNo')} (${countOf(facets?.electric, 'false')})` },
        ]}
      />
      <div>
        <WholeNumberInput
          label={t('bikes.filters.height')}
          description={band ? t('bikes.filters.heightBand', { band }) : t('bikes.filters.heightHint')}
          value={height}
          min={80}
          max={250}
          unit="cm"
          onChange={(value) => {
            setHeight(value);
            const n = Number(value);
            if (value === '' || (n >= 80 && n <= 250)) applyLater({ heightCm: value === '' ? null : String(n) });
          }}
        />
        <Text size="sm" mt="xs" id="size-band-help">
          {t('bikes.filters.sizes')}
        </Text>
        <Group gap={6} mt={4} role="group" aria-labelledby="size-band-help">
          {SIZE_BANDS.map((b) => (
            <Button
              key={b}
              size="compact-sm"
              variant={band === b ? 'filled' : 'default'}
              aria-pressed={band === b}
              onClick={() => {
                const next = band === b ? '' : String(BAND_HEIGHT[b]);
                setHeight(next);
                update({ heightCm: next || null });
              }}
            >
              {`${b} (${countOf(facets?.sizeBand, b)})`}
            </Button>
          ))}
        </Group>
      </div>
      <FacetGroup
        name="engineTier"
        legend={t('bikes.filters.engineTier')}
        values={['light', 'medium', 'large']}
        facet={facets?.engineTier}
        selected={splitList(params.filters.engineTier)}
        labelOf={(v) => t(`engineTier.${v}`)}
        update={update}
      />
      <FacetGroup
        name="batteryTier"
        legend={t('bikes.filters.batteryTier')}
        values={['small', 'medium', 'large']}
        facet={facets?.batteryTier}
        selected={splitList(params.filters.batteryTier)}
        labelOf={(v) => t(`batteryTier.${v}`)}
        update={update}
      />
      <FacetGroup
        name="frameType"
        legend={t('bikes.filters.frameType')}
        values={FRAME_TYPES}
        facet={facets?.frameType}
        selected={splitList(params.filters.frameType)}
        labelOf={(v) => t(`frameType.${v}`)}
        update={update}
      />
      <FacetGroup
        name="usage"
        legend={t('bikes.filters.usage')}
        values={USAGE_TYPES}
        facet={facets?.usage}
        selected={splitList(params.filters.usage)}
        labelOf={(v) => t(`usage.${v}`)}
        update={update}
      />
      <FacetGroup
        name="brand"
        legend={t('bikes.filters.brand')}
        values={brands}
        facet={facets?.brand}
        selected={splitList(params.filters.brand)}
        labelOf={(v) => v}
        update={update}
      />
      <Fieldset legend={t('bikes.filters.price')} variant="unstyled">
        <Group grow gap="xs" wrap="nowrap">
          <WholeNumberInput
            label={t('bikes.filters.priceMin')}
            value={priceMin}
            min={0}
            unit="€"
            onChange={(value) => {
              setPriceMin(value);
              applyLater({ priceMin: value === '' ? null : String(value) });
            }}
          />
          <WholeNumberInput
            label={t('bikes.filters.priceMax')}
            value={priceMax}
            min={0}
            unit="€"
            onChange={(value) => {
              setPriceMax(value);
              applyLater({ priceMax: value === '' ? null : String(value) });
            }}
          />
        </Group>
      </Fieldset>
    </Stack>
  );
}
