import { describe, expect, it } from 'vitest';
import { business } from '@/config/business';
import { orderTransferPayload } from './epc-transfer';

describe("a shop order's transfer QR code", () => {
  it('names the shop, its account, the total in euros and the structured communication, line by line', () => {
    const lines = orderTransferPayload(129_950, '+++090/9337/55493+++').split('\n');
    expect(lines).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      business.bic,
      business.name,
      business.iban,
      'EUR1299.50',
      '',
      '',
      '+++090/9337/55493+++',
    ]);
  });

  it('writes cents with two digits and a total under one euro as 0.xx', () => {
    expect(orderTransferPayload(5, '+++000/0000/09797+++').split('\n')[7]).toBe('EUR0.05');
  });

  it('stays within the 331 bytes a scanner reads', () => {
    expect(new TextEncoder().encode(orderTransferPayload(99_999_999, '+++123/4567/89002+++')).length).toBeLessThanOrEqual(331);
  });
});
