import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobsKeys } from '@/features/workshop/jobs/api/jobs-keys';
import { usePartChoices } from '@/features/workshop/jobs/api/get-part-choices';
import { apiClient } from '@/lib/api-client';

type ServiceChoices = { data: { id: number; description: { fr: string; nl: string; en: string }; priceInclVatCents: number }[] };

export const getServiceChoices = () => apiClient.get<ServiceChoices>('/service-prices', { query: { perPage: 100 } });

export const serviceChoicesQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: jobsKeys.serviceChoices(), queryFn: getServiceChoices, enabled });

/**
 * The price list's services and the workshop's parts (with the accessories that are also parts, decision 102), for
 * the add-line form (the workshop only): the shop's other accessories are not offered.
 */
export function useLineChoices(enabled: boolean) {
  const services = useQuery(serviceChoicesQueryOptions(enabled));
  const parts = usePartChoices('', enabled);
  return { services: services.data?.data ?? [], parts };
}
