import type { StopWork } from '@veloport/domain';
import { apiClient } from '@/lib/api-client';

export type { StopWork };

/** One action at a stop, as the phone sends it (now, or later from the outbox). */
export type StopAction =
  | { kind: 'done'; tourId: number; stopId: number; clientActionId: string }
  | { kind: 'step'; tourId: number; stopId: number; clientActionId: string; step: string }
  | {
      kind: 'part';
      tourId: number;
      stopId: number;
      clientActionId: string;
      /** A workshop part, or an accessory that is also a part (decision 102); an outbox kept from before has no partId. */
      partId?: number | null;
      accessoryId: number | null;
      quantity: number;
      name: string;
    }
  | { kind: 'note'; tourId: number; stopId: number; clientActionId: string; text: string };

/** Sends one action; the API applies each clientActionId once, so sending it again is harmless. */
export function sendStopAction(action: StopAction): Promise<unknown> {
  const base = `/tours/${action.tourId}/stops/${action.stopId}`;
  switch (action.kind) {
    case 'done':
      return apiClient.post(`${base}/done`, { clientActionId: action.clientActionId });
    case 'step':
      return apiClient.post<StopWork>(`${base}/step`, { step: action.step, clientActionId: action.clientActionId });
    case 'part':
      return apiClient.post<StopWork>(`${base}/parts`, {
        partId: action.partId ?? null,
        accessoryId: action.partId ? null : action.accessoryId,
        quantity: action.quantity,
        clientActionId: action.clientActionId,
      });
    case 'note':
      return apiClient.post<StopWork>(`${base}/notes`, { text: action.text, clientActionId: action.clientActionId });
  }
}

/** A photo from the camera: sent at once (photos need the network, decision 034). */
export function sendStopPhoto(tourId: number, stopId: number, file: File, clientActionId: string) {
  const body = new FormData();
  body.append('file', file);
  return apiClient.post<StopWork>(`/tours/${tourId}/stops/${stopId}/photos`, body, { query: { clientActionId } });
}
