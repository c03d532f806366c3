import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Asks the provider for a checkout page for the bill; the caller sends the browser there. */
export const payOnline = (billId: number) => apiClient.post<{ url: string }>(`/bills/${billId}/pay-online`);

export function usePayOnline(billId: number) {
  return useMutation({ mutationFn: () => payOnline(billId) });
}
