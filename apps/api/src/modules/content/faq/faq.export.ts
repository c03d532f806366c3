import { formatDate, type FaqEntry, type FaqTheme, type Locale } from '@veloport/domain';
import { exportWord as word, type ExportColumn } from '../../../platform/export';

type Words = {
  headers: Record<'theme' | 'position' | 'question' | 'published' | 'helpful' | 'notHelpful' | 'updatedAt', string>;
  themes: Record<FaqTheme, string>;
  yes: string;
  no: string;
};

/** The downloaded FAQ's words in the reader's language (the web's `faq` catalogue says the same). */
const WORDS: Record<Locale, Words> = {
  fr: {
    headers: {
      theme: 'Thème',
      position: 'Ordre',
      question: 'Question',
      published: 'Publiée',
      helpful: 'Utile',
      notHelpful: 'Pas utile',
      updatedAt: 'Modifiée le',
    },
    themes: {
      leasing: 'Leasing',
      purchase: 'Achat',
      maintenance: 'Entretien',
      shared_bikes: 'Vélos partagés',
      bills: 'Factures',
      account: 'Mon compte',
    },
    yes: 'Oui',
    no: 'Non',
  },
  en: {
    headers: {
      theme: 'Theme',
      position: 'Order',
      question: 'Question',
      published: 'Published',
      helpful: 'Helpful',
      notHelpful: 'Not helpful',
      updatedAt: 'Changed on',
    },
    themes: {
      leasing: 'Leasing',
      purchase: 'Buying',
      maintenance: 'Maintenance',
      shared_bikes: 'Shared bikes',
      bills: 'Bills',
      account: 'My account',
    },
    yes: 'Yes',
    no: 'No',
  },
  nl: {
    headers: {
      theme: 'Thema',
      position: 'Volgorde',
      question: 'Vraag',
      published: 'Gepubliceerd',
      helpful: 'Nuttig',
      notHelpful: 'Niet nuttig',
      updatedAt: 'Gewijzigd op',
    },
    themes: {
      leasing: 'Leasing',
      purchase: 'Aankoop',
      maintenance: 'Onderhoud',
      shared_bikes: 'Deelfietsen',
      bills: 'Facturen',
      account: 'Mijn account',
    },
    yes: 'Ja',
    no: 'Nee',
  },
};

export function faqColumns(locale: Locale): ExportColumn<FaqEntry>[] {
  const w = WORDS[locale];
  const h = w.headers;
  return [
    { header: 'ID', value: (e) => e.id },
    { header: h.theme, value: (e) => word(w.themes, e.theme) },
    { header: h.position, value: (e) => e.position },
    { header: h.question, value: (e) => e.question[locale] },
    { header: h.published, value: (e) => (e.published ? w.yes : w.no) },
    { header: h.helpful, value: (e) => e.helpfulCount },
    { header: h.notHelpful, value: (e) => e.notHelpfulCount },
    { header: h.updatedAt, value: (e) => formatDate(e.updatedAt) },
  ];
}
