import { centsFromEuros, sizeBand, type SizeBand } from '@veloport/domain';
import type { ListParams } from '@/lib/list-params';

/** URL keys of the bike catalogue (all optional; lists are comma-separated so URLs stay short). */
export const LIST_FILTERS = ['brand', 'frameType', 'usage', 'engineTier', 'batteryTier'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

/** A height in the middle of each band, used when a visitor picks a size rather than typing a height. */
export const BAND_HEIGHT: Record<SizeBand, number> = { S: 155, M: 170, L: 180, XL: 190 };

export const SORTS = ['price:asc', 'price:desc', 'name:asc', 'newest:desc'] as const;

export const splitList = (value: string | undefined): string[] => (value ? value.split(',').filter(Boolean) : []);

export function bandOfHeight(value: string | undefined): SizeBand | null {
  const height = Number(value);
  return Number.isInteger(height) && height >= 80 && height <= 250 ? sizeBand(height) : null;
}

const euros = (value: string | undefined): number | undefined => {
  const cents = centsFromEuros(value);
  return cents !== null && cents >= 0 ? cents : undefined;
};

/** The API query for the catalogue URL: prices are typed in euros, the API counts in cents. */
export function bikeApiQuery(params: ListParams): Record<string, string | number> {
  const query: Record<string, string | number> = { page: params.page, perPage: params.perPage };
  if (params.sort) {
    query.sort = params.sort;
    query.order = params.order;
  }
  if (params.q) query.q = params.q;
  for (const key of LIST_FILTERS) if (params.filters[key]) query[key] = params.filters[key];
  if (params.filters.electric === 'true' || params.filters.electric === 'false') query.electric = params.filters.electric;
  if (params.filters.inStock === 'true') query.inStock = 'true';
  if (bandOfHeight(params.filters.heightCm)) query.heightCm = Number(params.filters.heightCm);
  const min = euros(params.filters.priceMin);
  const max = euros(params.filters.priceMax);
  if (min !== undefined) query.priceMin = min;
  if (max !== undefined) query.priceMax = max;
  return query;
}
