import type { encodeCheckResponseSchema } from '@veloport/domain';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type EncodeCheck = Infer<typeof encodeCheckResponseSchema>;

/** POST /api/stock/encode/check: is this frame number valid and still free? */
export const checkFrameNumber = (frameNumber: string): Promise<EncodeCheck> =>
  apiClient.post<EncodeCheck>('/stock/encode/check', { frameNumber });
