import { DEFAULT_LOCALE, isLocale, type Locale } from '@veloport/domain';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { blogPaths } from '@/features/content/blog/paths';
import { leasingPaths } from '@/features/billing/leasing/paths';
import { sepaPaths } from '@/features/billing/sepa/paths';

type Params = Record<string, string | undefined>;
type Target = (locale: Locale, params: Params) => string;

const idOf = (value: string | undefined) => Number(value);

/**
 * Addresses of the specification's route list whose function lives at another address here (issue 25, point 13):
 * each answers with a redirect to where it is (keeping the query), so links and bookmarks written from the spec
 * work. An offer's line sub-addresses (`add-bike`, `bike/{bikeId}`…) open the offer, whose lines are edited in place;
 * a bike's `history-generate` opens the bike, whose history downloads as a PDF there.
 */
const SPEC_ADDRESSES: [string, Target][] = [
  ['offers/interested/create', (l) => paths.leads.create.getHref(l)],
  ['offers/interested/:id', (l, p) => paths.leads.detail.getHref(l, idOf(p.id))],
  ...[
    'boxe/:lineId',
    'add-boxe',
    'service/:lineId',
    'add-service',
    'bike/:lineId',
    'add-bike',
    'accessory/:lineId',
    'add-accessory',
    'other-accessory/add-other-accessory',
    'other-accessory/:lineId',
  ].map((line): [string, Target] => [`offers/:id/${line}`, (l, p) => paths.sales.offer.getHref(l, idOf(p.id))]),
  ['inventory/detail/:id', (l, p) => paths.inventory.detail.getHref(l, idOf(p.id))],
  ['inventory/:id/create', (l, p) => paths.inventory.detail.getHref(l, idOf(p.id))],
  ['blog/list', (l) => blogPaths.list.getHref(l)],
  ['bills/leasing-end/list', (l) => leasingPaths.endList.getHref(l)],
  ['bills/sepa/list', (l) => sepaPaths.list.getHref(l)],
  ['bikes-stock/:id/history-generate', (l, p) => paths.stock.bikeDetail.getHref(l, idOf(p.id))],
  ['accessories-stock/create', (l) => paths.stock.encode.getHref(l)],
  ['accessories-stock/:id', (l, p) => paths.catalog.accessoryDetail.getHref(l, idOf(p.id))],
];

function redirectTo(target: Target) {
  return ({ params, request }: LoaderFunctionArgs) => {
    const locale = isLocale(params.locale) ? params.locale : DEFAULT_LOCALE;
    return redirect(`${target(locale, params)}${new URL(request.url).search}`);
  };
}

/** Under /{locale}/dashboard: the redirects, before any guard (the page redirected to has its own). */
export const specAddressRoutes: RouteObject[] = SPEC_ADDRESSES.map(([path, target]) => ({
  path,
  loader: redirectTo(target),
  element: null,
}));

export const SPEC_ADDRESS_PATHS = SPEC_ADDRESSES.map(([path]) => path);
