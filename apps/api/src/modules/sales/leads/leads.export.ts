import { formatDate, type Lead, type LeadSource, type LeadStatus, type Locale } from '@veloport/domain';
import { exportWord as word, type ExportColumn } from '../../../platform/export';

type Words = {
  headers: Record<
    | 'createdAt'
    | 'status'
    | 'source'
    | 'firstname'
    | 'lastname'
    | 'email'
    | 'phone'
    | 'company'
    | 'vatNumber'
    | 'language'
    | 'bike'
    | 'size'
    | 'message'
    | 'offer',
    string
  >;
  statuses: Record<LeadStatus, string>;
  sources: Record<LeadSource, string>;
};

/** The downloaded list's words in the reader's language (the web's `leads` catalogue says the same). */
const WORDS: Record<Locale, Words> = {
  fr: {
    headers: {
      createdAt: 'Reçu le',
      status: 'Statut',
      source: 'Origine',
      firstname: 'Prénom',
      lastname: 'Nom',
      email: 'E-mail',
      phone: 'Téléphone',
      company: 'Société',
      vatNumber: 'N° de TVA',
      language: 'Langue',
      bike: 'Vélo',
      size: 'Taille',
      message: 'Message',
      offer: 'Offre',
    },
    statuses: { new: 'Nouveau', contacted: 'Contacté', offer_made: 'Offre faite', lost: 'Perdu' },
    sources: { leasing_request: 'Demande de leasing', contact: 'Formulaire de contact', typed: 'Encodé' },
  },
  en: {
    headers: {
      createdAt: 'Received on',
      status: 'Status',
      source: 'Source',
      firstname: 'First name',
      lastname: 'Last name',
      email: 'E-mail',
      phone: 'Phone',
      company: 'Company',
      vatNumber: 'VAT number',
      language: 'Language',
      bike: 'Bike',
      size: 'Size',
      message: 'Message',
      offer: 'Offer',
    },
    statuses: { new: 'New', contacted: 'Contacted', offer_made: 'Offer made', lost: 'Lost' },
    sources: { leasing_request: 'Leasing request', contact: 'Contact form', typed: 'Typed in' },
  },
  nl: {
    headers: {
      createdAt: 'Ontvangen op',
      status: 'Status',
      source: 'Herkomst',
      firstname: 'Voornaam',
      lastname: 'Naam',
      email: 'E-mail',
      phone: 'Telefoon',
      company: 'Bedrijf',
      vatNumber: 'Btw-nummer',
      language: 'Taal',
      bike: 'Fiets',
      size: 'Maat',
      message: 'Bericht',
      offer: 'Offerte',
    },
    statuses: { new: 'Nieuw', contacted: 'Gecontacteerd', offer_made: 'Offerte gemaakt', lost: 'Verloren' },
    sources: { leasing_request: 'Leasingaanvraag', contact: 'Contactformulier', typed: 'Ingevoerd' },
  },
};

export function leadColumns(locale: Locale): ExportColumn<Lead>[] {
  const w = WORDS[locale];
  const h = w.headers;
  return [
    { header: 'ID', value: (l) => l.id },
    { header: h.createdAt, value: (l) => formatDate(l.createdAt) },
    { header: h.status, value: (l) => word(w.statuses, l.status) },
    { header: h.source, value: (l) => word(w.sources, l.source) },
    { header: h.firstname, value: (l) => l.firstname },
    { header: h.lastname, value: (l) => l.lastname },
    { header: h.email, value: (l) => l.email },
    { header: h.phone, value: (l) => l.phone },
    { header: h.company, value: (l) => l.companyName },
    { header: h.vatNumber, value: (l) => l.vatNumber },
    { header: h.language, value: (l) => l.locale },
    { header: h.bike, value: (l) => l.model?.name },
    { header: h.size, value: (l) => l.size },
    { header: h.message, value: (l) => l.message },
    { header: h.offer, value: (l) => l.offerId },
  ];
}
