import { describe, expect, it } from 'vitest';
import { billWords } from './bill-words';

describe('the words the system writes on a bill (decision 064, from the catalogues since decision 073)', () => {
  it('names a promo code line in the three languages', () => {
    expect(billWords('fr').promo('SPRING10')).toBe('Code promo SPRING10');
    expect(billWords('nl').promo('SPRING10')).toBe('Promocode SPRING10');
    expect(billWords('en').promo('SPRING10')).toBe('Promo code SPRING10');
  });

  it('names the delivery, with its zone when it has one', () => {
    expect(billWords('fr').delivery('Liège')).toBe('Livraison · Liège');
    expect(billWords('nl').delivery('Antwerpen')).toBe('Levering · Antwerpen');
    expect(billWords('en').delivery(null)).toBe('Delivery');
    expect(billWords('fr').delivery(null)).toBe('Livraison');
  });

  it('words a credit note’s terms and the reverse-charge reason of the e-invoice, in French when the language is unknown', () => {
    expect(billWords('fr').creditNoteTerms('2026-00042')).toBe(
      'Note de crédit pour la facture 2026-00042\u00a0: remboursée ou déduite du prochain paiement',
    );
    expect(billWords('nl').creditNoteTerms('2026-00042')).toBe(
      'Creditnota voor factuur 2026-00042: terugbetaald of verrekend met de volgende betaling',
    );
    expect(billWords('en').creditNoteTerms(null)).toBe('Credit note: refunded or deducted from the next payment');
    expect(billWords('nl').reverseChargeReason).toContain('Verlegging van heffing');
    expect(billWords('en').reverseChargeReason).toBe('Reverse charge - Article 196 of Council Directive 2006/112/EC');
    expect(billWords('xx').reverseChargeReason).toContain('Autoliquidation');
  });

  it('words a rental in the three languages, one bike or several, its dates as the bill prints them', () => {
    const rental = { bikes: 2, startDate: '2026-11-02', endDate: '2026-11-04' };
    expect(billWords('fr').rental(rental)).toBe('Location de 2 vélos du 02/11/2026 au 04/11/2026');
    expect(billWords('nl').rental(rental)).toBe('Huur van 2 fietsen van 02/11/2026 tot 04/11/2026');
    expect(billWords('en').rental({ ...rental, bikes: 1 })).toBe('Rental of 1 bike from 02/11/2026 to 04/11/2026');
    expect(billWords('fr').rental({ ...rental, bikes: 1 })).toBe('Location de 1 vélo du 02/11/2026 au 04/11/2026');
  });

  it('words a lease’s bills: rent, annual rent, prepaid term and buy-out instalment', () => {
    expect(billWords('fr').leaseRent('Cube Kathmandu', '2026-11')).toBe('Leasing Cube Kathmandu — 2026-11');
    expect(billWords('nl').leaseAnnual('Cube Kathmandu', '2026-11')).toBe('Jaarlijkse leasing Cube Kathmandu — vanaf 2026-11');
    expect(billWords('en').buyOutInstalment('Cube Kathmandu', 1)).toBe('Purchase option Cube Kathmandu — instalment 1/24');
    expect(billWords('fr').leasePrepaid('Cube Kathmandu', '01/01/2027', '31/12/2027')).toBe(
      'Leasing prépayé Cube Kathmandu — du 01/01/2027 au 31/12/2027',
    );
  });
});
