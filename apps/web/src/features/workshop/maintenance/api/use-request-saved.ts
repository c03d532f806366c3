import type { MaintenanceRequestDetail } from '@veloport/domain';
import { useQueryClient } from '@tanstack/react-query';
import { maintenanceKeys } from '@/features/workshop/maintenance/api/maintenance-keys';

/** Keeps the request just answered by the API and refreshes the lists (and "my bikes"). */
export function useRequestSaved() {
  const queryClient = useQueryClient();
  return (request: MaintenanceRequestDetail) => {
    queryClient.setQueryData(maintenanceKeys.request(request.id), request);
    void queryClient.invalidateQueries({ queryKey: maintenanceKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: maintenanceKeys.myBikes() });
  };
}
