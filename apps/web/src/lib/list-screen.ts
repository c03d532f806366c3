import { useMemo } from 'react';
import { isFiltered, type useListParams } from '@/lib/list-params';

/** A page of a list as every list endpoint answers it (`{ data, meta }`). */
type ListPage<T> = { data: T[]; meta: { total: number; totalCapped?: boolean } };
/** What is read from the list's TanStack query result. */
type ListQuery<T> = { data?: ListPage<T>; isPending: boolean; error: unknown };
type List = Pick<ReturnType<typeof useListParams>, 'params' | 'update' | 'toggleSort'>;

/**
 * The one wiring of a list screen (decision 077): from the list's query and its URL parameters, what `ListTable`
 * takes — rows, total, page, sort, loading, error, whether a search or filter is on, and the handlers that write the
 * page, the sort and the page size back to the URL. Spread it: `<ListTable {...table} caption columns rowKey emptyText />`.
 */
export function useListScreen<T>(query: ListQuery<T>, list: List) {
  const { data, isPending, error } = query;
  const { params, update, toggleSort } = list;
  return useMemo(
    () => ({
      rows: data?.data,
      total: data?.meta.total ?? 0,
      totalCapped: data?.meta.totalCapped,
      page: params.page,
      perPage: params.perPage,
      sort: params.sort,
      order: params.order,
      loading: isPending,
      error,
      filtered: isFiltered(params),
      onSort: toggleSort,
      onPage: (page: number) => update({ page }),
      onPerPage: (perPage: number) => update({ perPage }),
    }),
    [data, isPending, error, params, update, toggleSort],
  );
}
