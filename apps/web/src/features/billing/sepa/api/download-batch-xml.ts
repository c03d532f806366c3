import { useQueryClient } from '@tanstack/react-query';
import { sepaKeys } from '@/features/billing/sepa/api/sepa-keys';
import { downloadFile } from '@/lib/api-client';

/**
 * Downloads a batch's pain.008 file. Fetched rather than linked: when the file fails the XSD the API answers 422
 * with the schema error, which the screen shows instead of saving an error as a file.
 */
export async function downloadBatchXml(id: number, filename: string): Promise<void> {
  return downloadFile(`/sepa/batches/${id}/xml`, filename);
}

/** Downloads a batch's file and refreshes the lists (the first download moves it from prepared to downloaded). */
export function useDownloadBatchXml() {
  const queryClient = useQueryClient();
  return (id: number, filename: string) =>
    downloadBatchXml(id, filename).then(() => void queryClient.invalidateQueries({ queryKey: sepaKeys.all }));
}
