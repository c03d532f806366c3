import { describe, expect, it } from 'vitest';
import {
  canAdvanceStep,
  dateProposalRefuseSchema,
  maintenanceFees,
  maintenanceFilterOf,
  maintenanceRequestInputSchema,
  nextMaintenanceSteps,
  totalFeesCents,
} from './maintenance-requests';

describe('maintenance fees (seed §9)', () => {
  it('charges 10 € a replacement-bike day and 25 € flat at another address', () => {
    expect(maintenanceFees({ location: 'other', replacementBike: true, replacementDays: 3 })).toEqual({
      replacementBikeCents: 3000,
      addressFeeCents: 2500,
    });
    expect(totalFeesCents(maintenanceFees({ location: 'other', replacementBike: true, replacementDays: 3 }))).toBe(5500);
  });
  it('charges nothing at the shop or the company without a replacement bike', () => {
    expect(maintenanceFees({ location: 'shop', replacementBike: false, replacementDays: 5 })).toEqual({
      replacementBikeCents: 0,
      addressFeeCents: 0,
    });
    expect(maintenanceFees({ location: 'company', replacementBike: false })).toEqual({ replacementBikeCents: 0, addressFeeCents: 0 });
  });
  it('counts the days only when a replacement bike is asked', () => {
    expect(maintenanceFees({ location: 'company', replacementBike: true, replacementDays: 1 }).replacementBikeCents).toBe(1000);
    expect(maintenanceFees({ location: 'company', replacementBike: true, replacementDays: null }).replacementBikeCents).toBe(0);
  });
});

describe('maintenance steps only go forward', () => {
  it('starts anywhere, moves forward, may skip, never back nor twice', () => {
    expect(canAdvanceStep(null, 'reception')).toBe(true);
    expect(canAdvanceStep('reception', 'diagnosis')).toBe(true);
    expect(canAdvanceStep('diagnosis', 'in_progress')).toBe(true);
    expect(canAdvanceStep('quote', 'quote')).toBe(false);
    expect(canAdvanceStep('in_progress', 'diagnosis')).toBe(false);
    expect(nextMaintenanceSteps('in_progress')).toEqual(['completed']);
    expect(nextMaintenanceSteps('completed')).toEqual([]);
  });
});

describe('which seed §4 list a request is in', () => {
  const base = { step: null, scheduledAt: null, proposals: [] } as const;
  it('follows the steps once at the workshop', () => {
    expect(maintenanceFilterOf({ ...base, step: 'completed' })).toBe('finished');
    expect(maintenanceFilterOf({ ...base, step: 'waiting_for_part' })).toBe('waiting_for_parts');
    expect(maintenanceFilterOf({ ...base, step: 'diagnosis', scheduledAt: '2026-12-01T09:00:00Z' })).toBe('at_workshop');
  });
  it('follows the date proposals before', () => {
    expect(maintenanceFilterOf(base)).toBe('to_schedule');
    expect(maintenanceFilterOf({ ...base, proposals: ['proposed', 'refused'] })).toBe('waiting_client_answer');
    expect(maintenanceFilterOf({ ...base, proposals: ['refused', 'refused'] })).toBe('waiting_workshop_confirmation');
    expect(maintenanceFilterOf({ ...base, scheduledAt: '2026-12-01T09:00:00Z', proposals: ['accepted', 'withdrawn'] })).toBe(
      'automatically_scheduled',
    );
  });
});

describe('the request form contract', () => {
  const ok = { bikeId: 4, problem: 'Frein arrière mou', location: 'shop', replacementBike: false };
  it('accepts a minimal request', () => {
    expect(maintenanceRequestInputSchema.safeParse(ok).success).toBe(true);
  });
  it('needs exactly one bike, an address elsewhere, days with a replacement bike', () => {
    const issues = (v: object) =>
      maintenanceRequestInputSchema.safeParse(v).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];
    expect(issues({ ...ok, bikeId: undefined })).toEqual(['bikeId:required']);
    expect(issues({ ...ok, externalBikeId: 3 })).toEqual(['bikeId:invalid']);
    expect(issues({ ...ok, location: 'other' })).toEqual(['address:required']);
    expect(issues({ ...ok, replacementBike: true })).toEqual(['replacementDays:required']);
  });
  it('refuses a refusal without a comment', () => {
    expect(dateProposalRefuseSchema.safeParse({ comment: '  ' }).success).toBe(false);
  });
});
