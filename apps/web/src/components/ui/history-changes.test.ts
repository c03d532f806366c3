import { describe, expect, it } from 'vitest';
import { leafChanges } from '@/components/ui/history-changes';

describe('leafChanges', () => {
  it('keeps a plain field as it is', () => {
    expect(leafChanges([{ field: 'name', before: 'Acme', after: 'Acme SA' }])).toEqual([
      { path: ['name'], before: 'Acme', after: 'Acme SA' },
    ]);
  });

  it('descends into nested settings and keeps only what differs', () => {
    const before = { maxPerMonth: 3, allowedDays: ['mon', 'tue'], takeWindow: { start: '08:00', end: '10:00' }, weekendUse: false };
    const after = { maxPerMonth: 4, allowedDays: ['mon', 'tue'], takeWindow: { start: '07:30', end: '10:00' }, weekendUse: false };
    expect(leafChanges([{ field: 'sharedBikes', before, after }])).toEqual([
      { path: ['sharedBikes', 'maxPerMonth'], before: 3, after: 4 },
      { path: ['sharedBikes', 'takeWindow', 'start'], before: '08:00', after: '07:30' },
    ]);
  });

  it('lists every value of settings that appear or disappear, and keeps lists whole', () => {
    expect(leafChanges([{ field: 'cafeteria', before: null, after: { vatIncluded: true, paymentModes: ['purchase'] } }])).toEqual([
      { path: ['cafeteria', 'vatIncluded'], before: undefined, after: true },
      { path: ['cafeteria', 'paymentModes'], before: undefined, after: ['purchase'] },
    ]);
    expect(leafChanges([{ field: 'emailDomains', before: ['acme.test'], after: ['acme.test', 'acme.be'] }])).toEqual([
      { path: ['emailDomains'], before: ['acme.test'], after: ['acme.test', 'acme.be'] },
    ]);
  });
});
