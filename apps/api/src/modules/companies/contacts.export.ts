import { formatDate, type Contact, type Locale } from '@veloport/domain';
import type { ExportColumn } from '../../platform/export';

type HeaderKey = 'company' | 'lastname' | 'firstname' | 'email' | 'phone' | 'role' | 'type' | 'createdAt';

/** The words of the contacts download in the reader's language (same wording as the screens). */
const WORDS: Record<Locale, { headers: Record<HeaderKey, string>; types: Record<Contact['type'], string> }> = {
  fr: {
    headers: {
      company: 'Entreprise',
      lastname: 'Nom',
      firstname: 'Prénom',
      email: 'Adresse e-mail',
      phone: 'Téléphone',
      role: 'Fonction',
      type: 'Type',
      createdAt: 'Ajouté le',
    },
    types: { contact: 'Contact', billing: 'Facturation', billing_copy: 'Copie de facturation' },
  },
  nl: {
    headers: {
      company: 'Bedrijf',
      lastname: 'Achternaam',
      firstname: 'Voornaam',
      email: 'E-mailadres',
      phone: 'Telefoon',
      role: 'Functie',
      type: 'Type',
      createdAt: 'Toegevoegd op',
    },
    types: { contact: 'Contactpersoon', billing: 'Facturatie', billing_copy: 'Facturatiekopie' },
  },
  en: {
    headers: {
      company: 'Company',
      lastname: 'Last name',
      firstname: 'First name',
      email: 'E-mail address',
      phone: 'Phone',
      role: 'Function',
      type: 'Type',
      createdAt: 'Added on',
    },
    types: { contact: 'Contact', billing: 'Billing', billing_copy: 'Billing copy' },
  },
};

/** The all-contacts download (companies/contacts): one row per contact person, headed in the reader's language. */
export function contactColumns(locale: Locale): ExportColumn<Contact>[] {
  const { headers: h, types } = WORDS[locale];
  return [
    { header: 'ID', value: (c) => c.id },
    { header: h.company, value: (c) => c.companyName },
    { header: h.lastname, value: (c) => c.lastname },
    { header: h.firstname, value: (c) => c.firstname },
    { header: h.email, value: (c) => c.email },
    { header: h.phone, value: (c) => c.phone },
    { header: h.role, value: (c) => c.role },
    { header: h.type, value: (c) => types[c.type] ?? c.type },
    { header: h.createdAt, value: (c) => formatDate(c.createdAt) },
  ];
}
