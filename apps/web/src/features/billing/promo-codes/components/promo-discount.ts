import { formatPrice, type PromoCode } from '@veloport/domain';

/** "15 %" or "20,00 €". */
export const promoDiscountLabel = (p: Pick<PromoCode, 'kind' | 'value'>) => (p.kind === 'percent' ? `${p.value} %` : formatPrice(p.value));
