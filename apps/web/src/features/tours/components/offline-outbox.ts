/**
 * The mechanic's phone without network (decision 032): the day's tours are kept in localStorage after each answer,
 * and "done" taps wait in an outbox with an id made on the phone, replayed when the network is back. The API
 * applies an action id once, so a replay after a lost answer changes nothing.
 */
import { apiClient } from '@/lib/api-client';
import { isApiError } from '@/lib/errors';

export type DoneAction = { tourId: number; stopId: number; clientActionId: string };
const OUTBOX = 'veloport.tours.outbox';
const DAY = 'veloport.tours.day';

const read = <T>(key: string, fallback: T): T => {
  try {
    return (JSON.parse(window.localStorage.getItem(key) ?? 'null') as T | null) ?? fallback;
  } catch {
    return fallback;
  }
};

export const newActionId = () => (crypto.randomUUID ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`);
export const pendingActions = () => read<DoneAction[]>(OUTBOX, []);
export const queueAction = (action: DoneAction) => window.localStorage.setItem(OUTBOX, JSON.stringify([...pendingActions(), action]));
export const cachedDay = <T>() => read<T | null>(DAY, null);
export const cacheDay = (day: unknown) => window.localStorage.setItem(DAY, JSON.stringify(day));

/** A failure of the network (not an answer of the API): the action waits in the outbox. */
export const isOffline = (error: unknown) => (isApiError(error) && error.isNetworkError) || (typeof navigator !== 'undefined' && navigator.onLine === false);

/** Sends what waits, oldest first; stops at the first network failure. Answers how many were sent. */
export async function replayOutbox(): Promise<number> {
  let sent = 0;
  for (const action of pendingActions()) {
    try {
      await apiClient.post(`/tours/${action.tourId}/stops/${action.stopId}/done`, { clientActionId: action.clientActionId });
    } catch (error) {
      if (isOffline(error)) break;
      // Refused for good (the tour changed): drop it rather than retrying forever.
    }
    window.localStorage.setItem(OUTBOX, JSON.stringify(pendingActions().filter((a) => a.clientActionId !== action.clientActionId)));
    sent++;
  }
  return sent;
}
