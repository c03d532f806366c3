import { formatDate, type LeasingContractListItem, type LeasingContractStatus, type LeasingEndChoice, type Locale } from '@veloport/domain';
import { exportWord as word, type ExportColumn } from '../../../platform/export';

type Words = {
  headers: Record<
    'bike' | 'frame' | 'company' | 'user' | 'kind' | 'status' | 'start' | 'end' | 'monthly' | 'buyOut' | 'notice' | 'choice',
    string
  >;
  statuses: Record<LeasingContractStatus, string>;
  choices: Record<LeasingEndChoice, string>;
  kinds: Record<'monthly' | 'annual' | 'prepaid', string>;
};

const WORDS: Record<Locale, Words> = {
  fr: {
    headers: {
      bike: 'Vélo',
      frame: 'N° de cadre',
      company: 'Société',
      user: 'Utilisateur',
      kind: 'Type',
      status: 'Statut',
      start: 'Début',
      end: 'Fin',
      monthly: 'Mensualité HTVA (€)',
      buyOut: 'Option d’achat (€)',
      notice: 'Avis envoyé',
      choice: 'Choix',
    },
    statuses: {
      active: 'En cours',
      ending: 'En fin de contrat',
      ended: 'Terminé',
      bought: 'Racheté',
      returned: 'Rendu',
      renewed: 'Renouvelé',
    },
    choices: { buy: 'Achat', return: 'Retour', renew: 'Nouveau leasing' },
    kinds: { monthly: 'Mensuel', annual: 'Annuel', prepaid: 'Prépayé' },
  },
  en: {
    headers: {
      bike: 'Bike',
      frame: 'Frame number',
      company: 'Company',
      user: 'User',
      kind: 'Kind',
      status: 'Status',
      start: 'Start',
      end: 'End',
      monthly: 'Monthly excl. VAT (€)',
      buyOut: 'Purchase option (€)',
      notice: 'Notice sent',
      choice: 'Choice',
    },
    statuses: { active: 'Active', ending: 'Ending', ended: 'Ended', bought: 'Bought', returned: 'Returned', renewed: 'Renewed' },
    choices: { buy: 'Buy', return: 'Return', renew: 'New lease' },
    kinds: { monthly: 'Monthly', annual: 'Annual', prepaid: 'Prepaid' },
  },
  nl: {
    headers: {
      bike: 'Fiets',
      frame: 'Framenummer',
      company: 'Bedrijf',
      user: 'Gebruiker',
      kind: 'Soort',
      status: 'Status',
      start: 'Begin',
      end: 'Einde',
      monthly: 'Maandbedrag excl. btw (€)',
      buyOut: 'Aankoopoptie (€)',
      notice: 'Bericht verstuurd',
      choice: 'Keuze',
    },
    statuses: {
      active: 'Lopend',
      ending: 'Loopt af',
      ended: 'Beëindigd',
      bought: 'Gekocht',
      returned: 'Teruggebracht',
      renewed: 'Vernieuwd',
    },
    choices: { buy: 'Kopen', return: 'Terugbrengen', renew: 'Nieuwe leasing' },
    kinds: { monthly: 'Maandelijks', annual: 'Jaarlijks', prepaid: 'Vooruitbetaald' },
  },
};

const euro = (cents: number) => (cents / 100).toFixed(2);

export function leasingContractColumns(locale: Locale): ExportColumn<LeasingContractListItem>[] {
  const w = WORDS[locale];
  const h = w.headers;
  return [
    { header: h.bike, value: (c) => c.bike.model },
    { header: h.frame, value: (c) => c.bike.frameNumber },
    { header: h.company, value: (c) => c.company?.name ?? null },
    { header: h.user, value: (c) => c.user?.name ?? null },
    { header: h.kind, value: (c) => word(w.kinds, c.kind) },
    { header: h.status, value: (c) => word(w.statuses, c.status) },
    { header: h.start, value: (c) => formatDate(c.startDate) },
    { header: h.end, value: (c) => formatDate(c.endDate) },
    { header: h.monthly, value: (c) => euro(c.monthlyPriceCents) },
    { header: h.buyOut, value: (c) => euro(c.buyOutCents) },
    { header: h.notice, value: (c) => (c.noticeSentAt ? formatDate(c.noticeSentAt.slice(0, 10)) : null) },
    { header: h.choice, value: (c) => (c.endChoice ? word(w.choices, c.endChoice) : null) },
  ];
}
