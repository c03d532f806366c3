import type { scheduleSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { depreciationKeys } from '@/features/accounting/depreciation/api/depreciation-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

type Choice = { id: number; name: string };

/** The stores (from the shop's schedule) and companies the register can be filtered by. */
export const getRegisterChoices = async ({ signal }: { signal?: AbortSignal } = {}): Promise<{ stores: Choice[]; companies: Choice[] }> => {
  const [schedule, companies] = await Promise.all([
    apiClient.get<Infer<typeof scheduleSchema>>('/shop/schedule', { signal }),
    apiClient.get<{ data: Choice[] }>('/companies/list/minimal', { signal }),
  ]);
  return { stores: schedule.stores.map((s) => ({ id: s.locationId, name: s.name })), companies: companies.data };
};

export const registerChoicesQueryOptions = () =>
  queryOptions({ queryKey: depreciationKeys.choices(), queryFn: getRegisterChoices, staleTime: 10 * 60_000 });

export function useRegisterChoices() {
  return useQuery(registerChoicesQueryOptions());
}
