import { formatDate, type Locale, type UserListItem, heldPermissions } from '@veloport/domain';
import type { ExportColumn } from '../../platform/export';

type Key = 'lastname' | 'firstname' | 'email' | 'phone' | 'company' | 'status' | 'language' | 'permissions' | 'contactType' | 'createdAt';
const HEADERS: Record<Locale, Record<Key, string>> = {
  fr: {
    lastname: 'Nom',
    firstname: 'Prénom',
    email: 'E-mail',
    phone: 'Téléphone',
    company: 'Société',
    status: 'Statut',
    language: 'Langue',
    permissions: 'Permissions',
    contactType: 'Type de contact',
    createdAt: 'Créé le',
  },
  nl: {
    lastname: 'Naam',
    firstname: 'Voornaam',
    email: 'E-mail',
    phone: 'Telefoon',
    company: 'Bedrijf',
    status: 'Status',
    language: 'Taal',
    permissions: 'Rechten',
    contactType: 'Soort contact',
    createdAt: 'Aangemaakt op',
  },
  en: {
    lastname: 'Last name',
    firstname: 'First name',
    email: 'E-mail',
    phone: 'Phone',
    company: 'Company',
    status: 'Status',
    language: 'Language',
    permissions: 'Permissions',
    contactType: 'Contact type',
    createdAt: 'Created on',
  },
};

type Words = {
  status: Record<UserListItem['status'], string>;
  contactType: Record<UserListItem['contactType'], string>;
  permission: Record<string, string>;
  language: Record<Locale, string>;
};
// The same words as the users screens (apps/web/src/locales/*/users.json): a spreadsheet is read by people.
const WORDS: Record<Locale, Words> = {
  fr: {
    status: { active: 'Actif', inactive: 'Inactif' },
    contactType: { none: 'Pas un contact', contact: 'Contact', billing: 'Facturation', billing_copy: 'Copie de facturation' },
    permission: {
      admin: 'Administrateur',
      fleetManager: 'Gestionnaire de flotte',
      bikeMechanic: 'Mécanicien vélo',
      order: 'Commandes',
      search: 'Recherche',
    },
    language: { fr: 'Français', en: 'Anglais', nl: 'Néerlandais' },
  },
  nl: {
    status: { active: 'Actief', inactive: 'Inactief' },
    contactType: { none: 'Geen contactpersoon', contact: 'Contactpersoon', billing: 'Facturatie', billing_copy: 'Kopie facturatie' },
    permission: {
      admin: 'Beheerder',
      fleetManager: 'Wagenparkbeheerder',
      bikeMechanic: 'Fietstechnicus',
      order: 'Bestellingen',
      search: 'Zoeken',
    },
    language: { fr: 'Frans', en: 'Engels', nl: 'Nederlands' },
  },
  en: {
    status: { active: 'Active', inactive: 'Inactive' },
    contactType: { none: 'Not a contact', contact: 'Contact', billing: 'Billing', billing_copy: 'Billing copy' },
    permission: { admin: 'Administrator', fleetManager: 'Fleet manager', bikeMechanic: 'Bike mechanic', order: 'Orders', search: 'Search' },
    language: { fr: 'French', en: 'English', nl: 'Dutch' },
  },
};

/** The users download in the reader's language: headers, status, language, permissions and contact type. */
export function userColumns(locale: Locale): ExportColumn<UserListItem>[] {
  const h = HEADERS[locale];
  const w = WORDS[locale];
  return [
    { header: 'ID', value: (u) => u.id },
    { header: h.lastname, value: (u) => u.lastname },
    { header: h.firstname, value: (u) => u.firstname },
    { header: h.email, value: (u) => u.email },
    { header: h.phone, value: (u) => u.phone },
    { header: h.company, value: (u) => u.company?.name ?? null },
    { header: h.status, value: (u) => w.status[u.status] },
    { header: h.language, value: (u) => w.language[u.language] },
    {
      header: h.permissions,
      value: (u) =>
        heldPermissions(u)
          .map((p) => w.permission[p] ?? p)
          .join(', '),
    },
    { header: h.contactType, value: (u) => w.contactType[u.contactType] },
    { header: h.createdAt, value: (u) => formatDate(u.createdAt) },
  ];
}
