import { formatDate, type CompanyListItem, type Locale } from '@veloport/domain';
import type { ExportColumn } from '../../platform/export';

const HEADERS: Record<
  Locale,
  Record<'name' | 'vatNumber' | 'city' | 'emailDomains' | 'selfRegistration' | 'users' | 'fleetManagers' | 'createdAt', string>
> = {
  fr: {
    name: 'Nom',
    vatNumber: 'N° TVA',
    city: 'Ville',
    emailDomains: 'Domaines e-mail',
    selfRegistration: 'Inscription libre',
    users: 'Utilisateurs',
    fleetManagers: 'Gestionnaires de flotte',
    createdAt: 'Créée le',
  },
  nl: {
    name: 'Naam',
    vatNumber: 'Btw-nummer',
    city: 'Gemeente',
    emailDomains: 'E-maildomeinen',
    selfRegistration: 'Vrije inschrijving',
    users: 'Gebruikers',
    fleetManagers: 'Wagenparkbeheerders',
    createdAt: 'Aangemaakt op',
  },
  en: {
    name: 'Name',
    vatNumber: 'VAT number',
    city: 'City',
    emailDomains: 'E-mail domains',
    selfRegistration: 'Self-registration',
    users: 'Users',
    fleetManagers: 'Fleet managers',
    createdAt: 'Created on',
  },
};
const YES_NO: Record<Locale, [string, string]> = { fr: ['oui', 'non'], nl: ['ja', 'nee'], en: ['yes', 'no'] };

/** The companies download, headed in the reader's language. */
export function companyColumns(locale: Locale): ExportColumn<CompanyListItem>[] {
  const h = HEADERS[locale];
  const [yes, no] = YES_NO[locale];
  return [
    { header: 'ID', value: (c) => c.id },
    { header: h.name, value: (c) => c.name },
    { header: h.vatNumber, value: (c) => c.vatNumber },
    { header: h.city, value: (c) => c.city },
    { header: h.emailDomains, value: (c) => c.emailDomains.join(', ') },
    { header: h.selfRegistration, value: (c) => (c.selfRegistration ? yes : no) },
    { header: h.users, value: (c) => c.userCount },
    { header: h.fleetManagers, value: (c) => c.fleetManagerCount },
    { header: h.createdAt, value: (c) => formatDate(c.createdAt) },
  ];
}
