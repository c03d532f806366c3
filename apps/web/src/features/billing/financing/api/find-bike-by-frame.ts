import { apiClient } from '@/lib/api-client';

/** The stock bike of a typed or scanned frame number (404 when none). */
export const findBikeByFrame = (frameNumber: string) =>
  apiClient.get<{ id: number; frameNumber: string }>(`/stock/bikes/by-frame/${encodeURIComponent(frameNumber.trim())}`);
