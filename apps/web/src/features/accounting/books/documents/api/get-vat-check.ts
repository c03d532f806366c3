import type { vatCheckSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { booksKeys } from '@/features/accounting/books/books-keys';
import type { Period } from '@/features/accounting/books/shared/period';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type VatCheck = Infer<typeof vatCheckSchema>;

export const getVatCheck = ({ from, to }: Period) => apiClient.get<VatCheck>('/accounting/checks/vat', { query: { from, to } });

/** The sales daybook's VAT of a period against the VAT of the bills and credit notes issued in it. */
export const vatCheckQueryOptions = (period: Period) =>
  queryOptions({
    queryKey: booksKeys.vatCheck(period.from, period.to),
    queryFn: () => getVatCheck(period),
    enabled: period.from <= period.to,
  });

export function useVatCheck(period: Period) {
  return useQuery(vatCheckQueryOptions(period));
}
