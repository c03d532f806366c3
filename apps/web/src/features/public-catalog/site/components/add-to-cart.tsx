import { Button, Group } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useLocale } from '@/lib/locale';
import type { CartLine } from '@/lib/shop-cart';
import classes from './add-to-cart.module.css';

type Props =
  | { kind: 'bike'; modelId: number; slug: string; name: string; priceCents: number; sizes: string[] }
  | { kind: 'accessory'; accessoryId: number; slug: string; name: string; priceCents: number };

const QUANTITIES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/**
 * Puts a bike (in the size chosen) or a quantity of an accessory in the cart, then shows the cart. A plain select and
 * the cart's code fetched on the click: the catalogue's pages stay within their 170 kB budget (decision 083).
 */
export function AddToCart(props: Props) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const navigate = useNavigate();
  const id = useId();
  const options = props.kind === 'bike' ? props.sizes : QUANTITIES.map(String);
  const [choice, setChoice] = useState(options[0] ?? '');
  const add = async () => {
    const { slug, name, priceCents } = props;
    const line: CartLine =
      props.kind === 'bike'
        ? { kind: 'bike', modelId: props.modelId, slug, name, priceCents, size: choice, quantity: 1 }
        : { kind: 'accessory', accessoryId: props.accessoryId, slug, name, priceCents, quantity: Number(choice) };
    const { addToCart } = await import('@/lib/shop-cart');
    addToCart(line);
    await navigate(paths.shop.cart.getHref(locale));
  };
  return (
    <Group align="flex-end" gap="sm">
      <div className={classes.field}>
        <label htmlFor={id}>{props.kind === 'bike' ? t('cart.size') : t('cart.quantity')}</label>
        <select id={id} value={choice} onChange={(event) => setChoice(event.currentTarget.value)}>
          {options.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      </div>
      <Button size="md" onClick={() => void add()} disabled={!choice}>
        {t('cart.add')}
      </Button>
    </Group>
  );
}
