/**
 * The mechanic's phone without network (decisions 032, 034): the day's tours and their work are kept in localStorage
 * after each answer, and taps (done, steps, parts, notes) wait in an outbox with an id made on the phone, replayed in
 * order when the network is back. The API applies an action id once, so a replay after a lost answer changes nothing.
 */
import { sendStopAction, type StopAction } from '@/features/workshop/tours/api/send-stop-action';
import { isApiError } from '@/lib/errors';

/** Older phones queued "done" taps without a kind. */
type Queued = StopAction | (Omit<Extract<StopAction, { kind: 'done' }>, 'kind'> & { kind?: undefined });
export type DoneAction = Omit<Extract<StopAction, { kind: 'done' }>, 'kind'>;
const OUTBOX = 'veloport.tours.outbox';
const DAY = 'veloport.tours.day';
const WORK = 'veloport.tours.work';

const read = <T>(key: string, fallback: T): T => {
  try {
    return (JSON.parse(window.localStorage.getItem(key) ?? 'null') as T | null) ?? fallback;
  } catch {
    return fallback;
  }
};

export const newActionId = () =>
  crypto.randomUUID ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
export const pendingActions = (): StopAction[] =>
  read<Queued[]>(OUTBOX, []).map((a) => (a.kind === undefined ? { ...a, kind: 'done' as const } : a));
export const queueAction = (action: StopAction | DoneAction) =>
  window.localStorage.setItem(OUTBOX, JSON.stringify([...pendingActions(), 'kind' in action ? action : { ...action, kind: 'done' }]));
export const cachedDay = <T>() => read<T | null>(DAY, null);
export const cacheDay = (day: unknown) => window.localStorage.setItem(DAY, JSON.stringify(day));
export const cachedWork = <T>() => read<T | null>(WORK, null);
export const cacheWork = (work: unknown) => window.localStorage.setItem(WORK, JSON.stringify(work));
/** Signing out forgets the day on this phone. */
export const forgetDay = () => [OUTBOX, DAY, WORK].forEach((key) => window.localStorage.removeItem(key));

/** A failure of the network (not an answer of the API): the action waits in the outbox. */
export const isOffline = (error: unknown) =>
  (isApiError(error) && error.isNetworkError) || (typeof navigator !== 'undefined' && navigator.onLine === false);

/** Sends what waits, oldest first; stops at the first network failure. Answers how many were sent. */
export async function replayOutbox(): Promise<number> {
  let sent = 0;
  for (const action of pendingActions()) {
    try {
      await sendStopAction(action);
    } catch (error) {
      if (isOffline(error)) break;
      // Refused for good (the tour changed): drop it rather than retrying forever.
    }
    window.localStorage.setItem(OUTBOX, JSON.stringify(pendingActions().filter((a) => a.clientActionId !== action.clientActionId)));
    sent++;
  }
  return sent;
}
