import type { AssistanceReport } from '@veloport/domain';
import { useQueryClient } from '@tanstack/react-query';
import { assistanceKeys } from '@/features/sharing/assistance/api/assistance-keys';

/** Keeps the report the API answered and refreshes the list. */
export function useAssistanceChanged() {
  const queryClient = useQueryClient();
  return (report: AssistanceReport) => {
    queryClient.setQueryData(assistanceKeys.report(report.id), report);
    void queryClient.invalidateQueries({ queryKey: assistanceKeys.lists() });
  };
}
