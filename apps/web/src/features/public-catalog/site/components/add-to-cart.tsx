import { Button, Group, NativeSelect } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useLocale } from '@/lib/locale';
import { addToCart, type CartLine } from '@/lib/shop-cart';

type Props =
  | { kind: 'bike'; modelId: number; slug: string; name: string; priceCents: number; sizes: string[] }
  | { kind: 'accessory'; accessoryId: number; slug: string; name: string; priceCents: number };

const QUANTITIES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'];

/** Puts a bike (in the size chosen) or a quantity of an accessory in the cart, then shows the cart. */
export function AddToCart(props: Props) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const navigate = useNavigate();
  const [size, setSize] = useState(props.kind === 'bike' ? (props.sizes[0] ?? '') : '');
  const [quantity, setQuantity] = useState(1);
  const add = () => {
    const { slug, name, priceCents } = props;
    const line: CartLine =
      props.kind === 'bike'
        ? { kind: 'bike', modelId: props.modelId, slug, name, priceCents, size, quantity: 1 }
        : { kind: 'accessory', accessoryId: props.accessoryId, slug, name, priceCents, quantity };
    addToCart(line);
    void navigate(paths.shop.cart.getHref(locale));
  };
  return (
    <Group align="flex-end" gap="sm">
      {props.kind === 'bike' ? (
        <NativeSelect label={t('cart.size')} data={props.sizes} value={size} onChange={(e) => setSize(e.currentTarget.value)} w={120} />
      ) : (
        // A native select rather than a number input: its code stays off the catalogue's pages (the 170 kB budget).
        <NativeSelect
          label={t('cart.quantity')}
          data={QUANTITIES}
          value={String(quantity)}
          onChange={(e) => setQuantity(Number(e.currentTarget.value))}
          w={90}
        />
      )}
      <Button size="md" onClick={add} disabled={props.kind === 'bike' && !size}>
        {t('cart.add')}
      </Button>
    </Group>
  );
}
