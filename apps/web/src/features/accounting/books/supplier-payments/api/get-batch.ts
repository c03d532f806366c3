import type { supplierBatchSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { booksKeys } from '@/features/accounting/books/books-keys';
import { apiClient, downloadFile } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type SupplierBatch = Infer<typeof supplierBatchSchema>;

export const getBatch = (id: number) => apiClient.get<SupplierBatch>(`/supplier-payments/batches/${id}`);

export const batchQueryOptions = (id: number | null) =>
  queryOptions({ queryKey: booksKeys.batch(id), queryFn: () => getBatch(id!), enabled: id !== null });

export function useBatch(id: number | null) {
  return useQuery(batchQueryOptions(id));
}

/** The batch's pain.001 file; fetched so that a refusal (a file failing its XSD) shows its message rather than being saved. */
export const downloadBatchXml = (id: number, filename: string) => downloadFile(`/supplier-payments/batches/${id}/xml`, filename);
