import type { Locale } from '@veloport/domain';
import { paths } from '@/config/paths';

/** Where a sales screen is opened from: the shop's back office, a fleet manager's company, or the customer's own. */
export type SalesSpace = 'staff' | 'fleet' | 'mine';

export const offerListHref = (space: SalesSpace, locale: Locale) =>
  space === 'staff'
    ? paths.sales.offers.getHref(locale)
    : space === 'fleet'
      ? paths.sales.fleetOffers.getHref(locale)
      : paths.sales.myOffers.getHref(locale);

export const offerHref = (space: SalesSpace, locale: Locale, id: number) =>
  space === 'staff'
    ? paths.sales.offer.getHref(locale, id)
    : space === 'fleet'
      ? paths.sales.fleetOffer.getHref(locale, id)
      : paths.sales.myOffer.getHref(locale, id);

export const orderListHref = (space: SalesSpace, locale: Locale) =>
  space === 'staff'
    ? paths.sales.orders.getHref(locale)
    : space === 'fleet'
      ? paths.sales.fleetOrders.getHref(locale)
      : paths.sales.myOrders.getHref(locale);

export const orderHref = (space: SalesSpace, locale: Locale, id: number) =>
  space === 'staff'
    ? paths.sales.order.getHref(locale, id)
    : space === 'fleet'
      ? paths.sales.fleetOrder.getHref(locale, id)
      : paths.sales.myOrder.getHref(locale, id);

export const OFFER_STATUS_COLORS = { in_progress: 'blue', signed: 'green', cancelled: 'gray', lost: 'orange' } as const;
export const ORDER_GROUP_COLORS = { to_validate: 'orange', in_progress: 'blue', cancelled: 'gray', done: 'green' } as const;
