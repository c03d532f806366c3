import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

export type ListParams = {
  page: number;
  perPage: number;
  sort: string | undefined;
  order: 'asc' | 'desc';
  q: string;
  filters: Record<string, string>;
};

const RESERVED = new Set(['page', 'perPage', 'sort', 'order', 'q']);

/** A search or a filter is on: an empty page means "nothing matches", not "nothing yet". */
export const isFiltered = (params: ListParams) => params.q !== '' || Object.keys(params.filters).length > 0;

/**
 * A list's page, sort, search and filters live in the URL query, so a filtered list can be
 * bookmarked, shared and survives a reload or a language switch.
 */
export function useListParams(defaults: { perPage?: number; sort?: string; order?: 'asc' | 'desc' } = {}) {
  const [search, setSearch] = useSearchParams();
  // React Router hands a functional update the query of the last render, not of the last update: two
  // changes in one tick (a filter, then the search box's debounce) would drop the first. Each update
  // starts from the query the previous one produced.
  const latest = useRef(search);
  latest.current = search;

  const params: ListParams = useMemo(() => {
    const filters: Record<string, string> = {};
    for (const [key, value] of search) if (!RESERVED.has(key) && value !== '') filters[key] = value;
    const order = search.get('order');
    return {
      page: Math.max(1, Number(search.get('page')) || 1),
      perPage: Math.min(100, Math.max(1, Number(search.get('perPage')) || defaults.perPage || 25)),
      sort: search.get('sort') ?? defaults.sort,
      order: order === 'desc' || order === 'asc' ? order : (defaults.order ?? 'asc'),
      q: search.get('q') ?? '',
      filters,
    };
  }, [search, defaults.perPage, defaults.sort, defaults.order]);

  /** Changing anything but the page starts again from page 1. */
  const update = useCallback(
    (changes: Partial<Record<string, string | number | null | undefined>>) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === undefined || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      if (!('page' in changes)) next.delete('page');
      latest.current = next;
      setSearch(next, { replace: true });
    },
    [setSearch],
  );

  const toggleSort = useCallback(
    (key: string) => update({ sort: key, order: params.sort === key && params.order === 'asc' ? 'desc' : 'asc' }),
    [params.sort, params.order, update],
  );

  /** The query the API expects: page, perPage, sort, order, q and every filter. */
  const apiQuery = useMemo(
    () => ({
      page: params.page,
      perPage: params.perPage,
      ...(params.sort ? { sort: params.sort, order: params.order } : {}),
      ...(params.q ? { q: params.q } : {}),
      ...params.filters,
    }),
    [params],
  );

  return { params, update, toggleSort, apiQuery };
}
