import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  label: string;
  applied: string;
  /** The shop's refusal of the applied code, already in words. */
  error?: string;
  onApply: (code: string) => void;
};

/** A promo code or a gift card code: typed, then applied to the quote, which says whether it counts. */
export function CodeField({ label, applied, error, onApply }: Props) {
  const { t } = useTranslation('shop');
  const [code, setCode] = useState(applied);
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <TextInput
        label={label}
        value={code}
        onChange={(event) => setCode(event.currentTarget.value.toUpperCase())}
        error={error}
        autoComplete="off"
        style={{ flex: 1, minWidth: 0 }}
      />
      {applied ? (
        <Button
          variant="default"
          mt={25}
          onClick={() => {
            setCode('');
            onApply('');
          }}
        >
          {t('checkout.removeCode')}
        </Button>
      ) : (
        <Button variant="light" mt={25} onClick={() => onApply(code.trim())} disabled={!code.trim()}>
          {t('checkout.applyCode')}
        </Button>
      )}
    </Group>
  );
}
