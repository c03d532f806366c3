import { MAINTENANCE_STEPS, nextMaintenanceSteps, type MaintenanceStep, type StopWork } from '@veloport/domain';
import type { StopAction } from '@/features/workshop/tours/api/send-stop-action';

/** A stop's work as the phone shows it: the server's, with the actions still waiting in the outbox marked `pending`. */
export type ShownWork = Omit<StopWork, 'parts' | 'notes'> & {
  parts: (StopWork['parts'][number] & { pending?: boolean })[];
  notes: (StopWork['notes'][number] & { pending?: boolean })[];
  pendingStep: boolean;
};

const later = (a: MaintenanceStep | null, b: MaintenanceStep) =>
  a === null || MAINTENANCE_STEPS.indexOf(b) > MAINTENANCE_STEPS.indexOf(a) ? b : a;

export function withPending(work: StopWork, pending: StopAction[]): ShownWork {
  const mine = pending.filter((a) => a.stopId === work.stopId);
  let step = work.step;
  for (const a of mine) if (a.kind === 'step') step = later(step, a.step as MaintenanceStep);
  return {
    ...work,
    step,
    nextSteps: step === work.step ? work.nextSteps : nextMaintenanceSteps(step),
    pendingStep: step !== work.step,
    parts: [
      ...work.parts,
      ...mine.flatMap((a, i) =>
        a.kind === 'part'
          ? [
              {
                lineId: -1 - i,
                partId: a.partId ?? null,
                accessoryId: a.accessoryId,
                description: a.name,
                quantity: a.quantity,
                pending: true,
              },
            ]
          : [],
      ),
    ],
    notes: [
      ...work.notes,
      ...mine.flatMap((a, i) =>
        a.kind === 'note' ? [{ id: -1 - i, text: a.text, by: null, at: new Date().toISOString(), pending: true }] : [],
      ),
    ],
  };
}
