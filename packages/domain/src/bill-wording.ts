import { isLocale, type Locale } from './locale';

/**
 * The language of a bill and the words the system writes on it (issue 14, decision 064). One rule: a company's bill
 * is in the company's `language`, a private customer's in their own; French when unknown. Lines typed by someone (a
 * product's name, a mechanic's description) are kept as typed; only what the system words is translated, once, when
 * the bill is made.
 */
export function billLanguage(language: string | null | undefined): Locale {
  return isLocale(language) ? language : 'fr';
}

/** Whose language a bill takes: the company's for a company, else the person's; French when unknown. */
export function billLanguageOf(customer: {
  companyId: number | null | undefined;
  companyLanguage?: string | null;
  personLanguage?: string | null;
}): Locale {
  return billLanguage(customer.companyId ? customer.companyLanguage : customer.personLanguage);
}

type Words = {
  promo: (code: string) => string;
  delivery: (zone: string | null) => string;
  creditNoteTerms: (creditedNumber: string | null) => string;
  reverseChargeReason: string;
};

const WORDS: Record<Locale, Words> = {
  fr: {
    promo: (code) => `Code promo ${code}`,
    delivery: (zone) => (zone ? `Livraison · ${zone}` : 'Livraison'),
    creditNoteTerms: (n) => `Note de crédit${n ? ` pour la facture ${n}` : ''} : remboursée ou déduite du prochain paiement`,
    reverseChargeReason: 'Autoliquidation - article 196 de la directive 2006/112/CE',
  },
  nl: {
    promo: (code) => `Promocode ${code}`,
    delivery: (zone) => (zone ? `Levering · ${zone}` : 'Levering'),
    creditNoteTerms: (n) => `Creditnota${n ? ` voor factuur ${n}` : ''}: terugbetaald of verrekend met de volgende betaling`,
    reverseChargeReason: 'Verlegging van heffing - artikel 196 van richtlijn 2006/112/EG',
  },
  en: {
    promo: (code) => `Promo code ${code}`,
    delivery: (zone) => (zone ? `Delivery · ${zone}` : 'Delivery'),
    creditNoteTerms: (n) => `Credit note${n ? ` for invoice ${n}` : ''}: refunded or deducted from the next payment`,
    reverseChargeReason: 'Reverse charge - Article 196 of Council Directive 2006/112/EC',
  },
};

/** The words the system writes on a bill and in its e-invoice, in a bill's language (unknown → French). */
export function billWords(language: string | null | undefined): Words {
  return WORDS[billLanguage(language)];
}
