import { LOCALES } from '@veloport/domain';
import { describe, expect, it } from 'vitest';
import { wordsOf } from './words';

describe('the server’s words (decision 073)', () => {
  it('reads the server’s own catalogues and the screens’ ones, in the three languages', () => {
    for (const locale of LOCALES) {
      expect(wordsOf(locale, 'downloads').has('yes')).toBe(true);
      expect(wordsOf(locale, 'mails', 'identity.reset').has('subject')).toBe(true);
      expect(wordsOf(locale, 'bills').has('statuses.paid')).toBe(true);
    }
    expect(wordsOf('nl', 'downloads')('yes')).toBe('Ja');
    expect(wordsOf('fr', 'bills')('statuses.paid')).toBe('Payée');
  });

  it('fills in values and picks the plural from `count`', () => {
    const orders = wordsOf('fr', 'mails', 'orders.reminder');
    expect(orders('subject', { count: 1 })).toBe('Veloport\u00a0: 1 commande vous attend');
    expect(orders('subject', { count: 3 })).toBe('Veloport\u00a0: 3 commandes vous attendent');
    expect(wordsOf('nl', 'mails', 'orders.reminder')('subject', { count: 2 })).toBe('Veloport: 2 bestellingen wachten op jou');
  });

  it('keeps a name as typed, even one that looks like a placeholder or a nested key', () => {
    expect(wordsOf('en', 'mails', 'reservations')('byOther', { who: '{{name}} $t(downloads:yes)' })).toBe(
      '{{name}} $t(downloads:yes) made this booking for you.',
    );
  });

  it('says a code it does not know as the code, and refuses a key no catalogue has', () => {
    const bills = wordsOf('en', 'bills');
    expect(bills.code('statuses', 'overdue')).toBe('Overdue');
    expect(bills.code('statuses', 'some_new_status')).toBe('some_new_status');
    expect(() => bills('statuses.nothing_like_it')).toThrow(/No words for en\/bills:statuses.nothing_like_it/);
  });
});
