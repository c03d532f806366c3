import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobsKeys } from '@/features/workshop/jobs/api/jobs-keys';
import { apiClient } from '@/lib/api-client';

type Option = { id: number; label: string };
type ServiceChoices = { data: { id: number; description: { fr: string; nl: string; en: string }; priceInclVatCents: number }[] };

export const getServiceChoices = () => apiClient.get<ServiceChoices>('/service-prices', { query: { perPage: 100 } });
export const getAccessoryChoices = () =>
  apiClient.get<{ data: { id: number; name: string }[] }>('/catalog/accessories', { query: { perPage: 100 } });

export const serviceChoicesQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: jobsKeys.serviceChoices(), queryFn: getServiceChoices, enabled });
export const accessoryChoicesQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: jobsKeys.accessoryChoices(), queryFn: getAccessoryChoices, enabled });

/** The price list's services and the accessory catalogue, for the add-line form (the workshop only). */
export function useLineChoices(enabled: boolean) {
  const services = useQuery(serviceChoicesQueryOptions(enabled));
  const accessories = useQuery(accessoryChoicesQueryOptions(enabled));
  return {
    services: services.data?.data ?? [],
    accessories: (accessories.data?.data ?? []).map((a): Option => ({ id: a.id, label: a.name })),
  };
}
