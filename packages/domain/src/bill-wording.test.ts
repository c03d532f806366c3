import { describe, expect, it } from 'vitest';
import { billLanguage, billLanguageOf, billWords } from './bill-wording';
import { rentalBillLine } from './bill-sources';

describe('the language of a bill', () => {
  it('is the company’s for a company, the person’s for a private customer, French when unknown', () => {
    expect(billLanguageOf({ companyId: 7, companyLanguage: 'nl', personLanguage: 'en' })).toBe('nl');
    expect(billLanguageOf({ companyId: null, companyLanguage: 'nl', personLanguage: 'en' })).toBe('en');
    expect(billLanguageOf({ companyId: 7, companyLanguage: null })).toBe('fr');
    expect(billLanguageOf({ companyId: null, personLanguage: 'de' })).toBe('fr');
    expect(billLanguage(undefined)).toBe('fr');
    expect(billLanguage('en')).toBe('en');
  });
});

describe('the words the system writes on a bill', () => {
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

  it('words a credit note’s terms and the reverse-charge reason of the e-invoice', () => {
    expect(billWords('fr').creditNoteTerms('2026-00042')).toBe(
      'Note de crédit pour la facture 2026-00042 : remboursée ou déduite du prochain paiement',
    );
    expect(billWords('nl').creditNoteTerms('2026-00042')).toBe(
      'Creditnota voor factuur 2026-00042: terugbetaald of verrekend met de volgende betaling',
    );
    expect(billWords('en').creditNoteTerms(null)).toBe('Credit note: refunded or deducted from the next payment');
    expect(billWords('nl').reverseChargeReason).toContain('Verlegging van heffing');
    expect(billWords('en').reverseChargeReason).toBe('Reverse charge - Article 196 of Council Directive 2006/112/EC');
    expect(billWords('xx').reverseChargeReason).toContain('Autoliquidation');
  });

  it('words a rental in the three languages', () => {
    const rental = { bikes: 2, startDate: '2026-11-02', endDate: '2026-11-04', totalCents: 12_100 };
    expect(rentalBillLine(rental, 'fr').description).toBe('Location de 2 vélos du 02/11/2026 au 04/11/2026');
    expect(rentalBillLine(rental, 'nl').description).toBe('Huur van 2 fietsen van 02/11/2026 tot 04/11/2026');
    expect(rentalBillLine({ ...rental, bikes: 1 }, 'en').description).toBe('Rental of 1 bike from 02/11/2026 to 04/11/2026');
  });
});
