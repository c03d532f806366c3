import type { MaintenanceRequestInput, maintenanceRequestCreatedSchema } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { maintenanceKeys } from '@/features/workshop/maintenance/api/maintenance-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type MaintenanceRequestCreated = Infer<typeof maintenanceRequestCreatedSchema>;
/** What the request form sends (the API fills the defaults). */
export type MaintenanceRequestBody = Partial<
  Pick<
    MaintenanceRequestInput,
    'bikeId' | 'externalBikeId' | 'userId' | 'mileageKm' | 'maxBudgetCents' | 'address' | 'replacementDays' | 'desiredDate' | 'storeId'
  >
> &
  Pick<MaintenanceRequestInput, 'problem' | 'location' | 'replacementBike'>;

export const createMaintenanceRequest = (input: MaintenanceRequestBody) =>
  apiClient.post<MaintenanceRequestCreated>('/maintenance-requests', input);

export function useCreateMaintenanceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMaintenanceRequest,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: maintenanceKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: maintenanceKeys.myBikes() });
    },
  });
}
