import type { bikeByFrameSchema } from '@veloport/domain';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

/** GET /api/stock/bikes/by-frame/{frameNumber}: 404 when no bike has it. */
export const findBikeByFrame = (frameNumber: string): Promise<Infer<typeof bikeByFrameSchema>> =>
  apiClient.get(`/stock/bikes/by-frame/${encodeURIComponent(frameNumber)}`);
