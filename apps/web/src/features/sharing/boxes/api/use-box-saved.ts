import type { BoxDetail } from '@veloport/domain';
import { useQueryClient } from '@tanstack/react-query';
import { boxesKeys } from '@/features/sharing/boxes/api/boxes-keys';

/** Keeps the box the API answered (none after a deletion) and refreshes the list. */
export function useBoxSaved() {
  const queryClient = useQueryClient();
  return (box?: BoxDetail) => {
    if (box) queryClient.setQueryData(boxesKeys.box(box.id), box);
    void queryClient.invalidateQueries({ queryKey: boxesKeys.lists() });
  };
}
