import { describe, expect, it } from 'vitest';
import { findStructuredCommunication, nextReminderLevel, reminderDue, sameParty } from './bank-statements';
import { structuredCommunication } from './structured-communication';

const digits = (base: number) => structuredCommunication(base).replace(/\D/g, '');

describe('findStructuredCommunication', () => {
  it('finds a communication however the payer typed it', () => {
    const twelve = digits(1042);
    for (const text of [
      structuredCommunication(1042),
      `Facture +++000/0001/04272+++ merci`,
      `***000/0001/04272***`,
      'ref 000 0001 04272',
      'paiement 000/0001/04272.',
      `${twelve}`,
      `OGM: 000.0001.04272`,
    ]) {
      expect(findStructuredCommunication(text), text).toBe(twelve);
    }
  });

  it('ignores wrong check digits, longer digit runs and texts without one', () => {
    expect(findStructuredCommunication('+++000/0001/04273+++')).toBeNull();
    expect(findStructuredCommunication('BE68539007547034 00000104272 1')).toBeNull();
    expect(findStructuredCommunication('tel 0470000104272')).toBeNull();
    expect(findStructuredCommunication('Réparation vélo')).toBeNull();
    expect(findStructuredCommunication(null)).toBeNull();
  });
});

describe('sameParty', () => {
  it('matches a payer to a customer despite case, accents, word order and legal forms', () => {
    expect(sameParty('ACME SA', 'Acme')).toBe(true);
    expect(sameParty('PRIVATE PAULA', 'Paula Private')).toBe(true);
    expect(sameParty('M. Hélène Dûpont', 'Helene Dupont')).toBe(true);
    expect(sameParty('Globex NV', 'Globex Belgium NV')).toBe(true);
  });
  it('does not match another party or an empty name', () => {
    expect(sameParty('Initech SRL', 'Acme')).toBe(false);
    expect(sameParty('Paula Janssens', 'Paula Private')).toBe(false);
    expect(sameParty(null, 'Acme')).toBe(false);
    expect(sameParty('SA', 'Acme')).toBe(false);
  });
});

describe('reminderDue', () => {
  const days = [10, 25, 45] as const;
  it('waits the days of each level after the due date', () => {
    expect(reminderDue({ dueDate: '2026-03-01', today: '2026-03-10', days, sent: [] })).toBeNull();
    expect(reminderDue({ dueDate: '2026-03-01', today: '2026-03-11', days, sent: [] })).toBe('first');
    expect(reminderDue({ dueDate: '2026-03-01', today: '2026-03-20', days, sent: [{ level: 'first', day: '2026-03-11' }] })).toBeNull();
    expect(reminderDue({ dueDate: '2026-03-01', today: '2026-03-26', days, sent: [{ level: 'first', day: '2026-03-11' }] })).toBe('second');
    expect(
      reminderDue({
        dueDate: '2026-03-01',
        today: '2026-04-15',
        days,
        sent: [
          { level: 'first', day: '2026-03-11' },
          { level: 'second', day: '2026-03-26' },
        ],
      }),
    ).toBe('formal_notice');
  });
  it('never sends a level twice, and nothing after the formal notice', () => {
    const all = [
      { level: 'first' as const, day: '2026-03-11' },
      { level: 'second' as const, day: '2026-03-26' },
      { level: 'formal_notice' as const, day: '2026-04-15' },
    ];
    expect(reminderDue({ dueDate: '2026-03-01', today: '2026-12-31', days, sent: all })).toBeNull();
    expect(nextReminderLevel(all)).toBeNull();
    expect(nextReminderLevel([])).toBe('first');
  });
  it('gives a bill found very late its first reminder, then waits the gap before the second', () => {
    expect(reminderDue({ dueDate: '2026-01-01', today: '2026-06-01', days, sent: [] })).toBe('first');
    expect(reminderDue({ dueDate: '2026-01-01', today: '2026-06-02', days, sent: [{ level: 'first', day: '2026-06-01' }] })).toBeNull();
    expect(reminderDue({ dueDate: '2026-01-01', today: '2026-06-16', days, sent: [{ level: 'first', day: '2026-06-01' }] })).toBe('second');
  });
});
