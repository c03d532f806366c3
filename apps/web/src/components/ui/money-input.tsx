import { NumberInput, type NumberInputProps } from '@mantine/core';
import { centsFromEuros, eurosFromCents, toLocale } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Controlled = {
  /** Integer cents; null (or undefined) when empty. */
  value?: number | null;
  onChange?: (cents: number | null) => void;
  /** Bounds in cents, like the value. */
  min?: number;
  max?: number;
};

export type MoneyInputProps = Omit<
  NumberInputProps,
  'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'decimalScale' | 'decimalSeparator' | 'thousandSeparator'
> &
  Controlled;

/**
 * The app's one money field (decision 078): cents in, cents out — null when empty, never 0 nor NaN — so a form
 * holds what the contract takes and `form.getInputProps('priceCents')` plugs straight in. It shows euros with the
 * page's decimal mark (a comma in French and Dutch, a dot in English) and the euro sign after, as formatPrice does.
 */
export function MoneyInput({ value = null, onChange, min, max, ...props }: MoneyInputProps) {
  const { i18n } = useTranslation();
  // What is typed, kept while it means the value ("12," is 1200 cents) so the input does not rewrite it mid-typing.
  const [typed, setTyped] = useState<number | string>(eurosFromCents(value) ?? '');
  const [seen, setSeen] = useState(value);
  // A value set from outside (a reset, a chosen product's price) replaces what was typed.
  if (value !== seen) {
    setSeen(value);
    if (centsFromEuros(typed) !== value) setTyped(eurosFromCents(value) ?? '');
  }

  return (
    <NumberInput
      rightSection="€"
      rightSectionPointerEvents="none"
      {...props}
      value={typed}
      onChange={(next) => {
        setTyped(next);
        const cents = centsFromEuros(next);
        setSeen(cents);
        onChange?.(cents);
      }}
      min={eurosFromCents(min ?? null) ?? undefined}
      max={eurosFromCents(max ?? null) ?? undefined}
      decimalScale={2}
      decimalSeparator={toLocale(i18n.language) === 'en' ? '.' : ','}
      thousandSeparator=""
    />
  );
}
