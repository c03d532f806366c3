import {
  formatDate,
  formatDateTime,
  formatPrice,
  type Locale,
  type MaintenanceFilter,
  type MaintenanceLocation,
  type MaintenanceRequest,
  type MaintenanceStep,
} from '@veloport/domain';
import { exportWord as word, type ExportColumn } from '../../../platform/export';

type Words = {
  headers: Record<
    | 'createdAt'
    | 'priority'
    | 'filter'
    | 'step'
    | 'customer'
    | 'company'
    | 'bike'
    | 'frameNumber'
    | 'problem'
    | 'location'
    | 'address'
    | 'desiredDate'
    | 'scheduledAt'
    | 'fees',
    string
  >;
  filters: Record<MaintenanceFilter, string>;
  steps: Record<MaintenanceStep, string>;
  locations: Record<MaintenanceLocation, string>;
  yes: string;
};

/** The downloaded list's words in the reader's language (the web's `maintenance` catalogue says the same). */
const WORDS: Record<Locale, Words> = {
  fr: {
    headers: {
      createdAt: 'Demandé le',
      priority: 'Urgent',
      filter: 'Statut',
      step: 'Étape',
      customer: 'Client',
      company: 'Société',
      bike: 'Vélo',
      frameNumber: 'N° de cadre',
      problem: 'Problème',
      location: 'Lieu',
      address: 'Adresse',
      desiredDate: 'Date souhaitée',
      scheduledAt: 'Date prévue',
      fees: 'Frais',
    },
    filters: {
      automatically_scheduled: 'Planifié automatiquement',
      to_schedule: 'À planifier',
      waiting_client_answer: 'En attente de la réponse du client',
      waiting_workshop_confirmation: "En attente de confirmation de l'atelier",
      at_workshop: "À l'atelier",
      waiting_for_parts: 'En attente de pièces',
      finished: 'Terminé',
    },
    steps: {
      reception: 'Réception',
      diagnosis: 'Diagnostic',
      quote: 'Devis',
      waiting_for_part: 'En attente de pièce',
      in_progress: 'En cours',
      completed: 'Terminé',
    },
    locations: { shop: 'Au magasin', company: 'En entreprise', other: 'Autre adresse' },
    yes: 'Oui',
  },
  en: {
    headers: {
      createdAt: 'Asked on',
      priority: 'Urgent',
      filter: 'Status',
      step: 'Step',
      customer: 'Customer',
      company: 'Company',
      bike: 'Bike',
      frameNumber: 'Frame number',
      problem: 'Problem',
      location: 'Place',
      address: 'Address',
      desiredDate: 'Desired date',
      scheduledAt: 'Planned date',
      fees: 'Fees',
    },
    filters: {
      automatically_scheduled: 'Automatically scheduled',
      to_schedule: 'To schedule',
      waiting_client_answer: 'Waiting for client answer',
      waiting_workshop_confirmation: 'Waiting for workshop confirmation',
      at_workshop: 'At workshop',
      waiting_for_parts: 'Waiting for parts',
      finished: 'Finished',
    },
    steps: {
      reception: 'Reception',
      diagnosis: 'Diagnosis',
      quote: 'Quote',
      waiting_for_part: 'Waiting for part',
      in_progress: 'In progress',
      completed: 'Completed',
    },
    locations: { shop: 'At the shop', company: 'At the company', other: 'Other address' },
    yes: 'Yes',
  },
  nl: {
    headers: {
      createdAt: 'Aangevraagd op',
      priority: 'Dringend',
      filter: 'Status',
      step: 'Stap',
      customer: 'Klant',
      company: 'Bedrijf',
      bike: 'Fiets',
      frameNumber: 'Framenummer',
      problem: 'Probleem',
      location: 'Plaats',
      address: 'Adres',
      desiredDate: 'Gewenste datum',
      scheduledAt: 'Geplande datum',
      fees: 'Kosten',
    },
    filters: {
      automatically_scheduled: 'Automatisch ingepland',
      to_schedule: 'In te plannen',
      waiting_client_answer: 'Wacht op antwoord van de klant',
      waiting_workshop_confirmation: 'Wacht op bevestiging van de werkplaats',
      at_workshop: 'In de werkplaats',
      waiting_for_parts: 'Wacht op onderdelen',
      finished: 'Klaar',
    },
    steps: {
      reception: 'Ontvangst',
      diagnosis: 'Diagnose',
      quote: 'Offerte',
      waiting_for_part: 'Wacht op onderdeel',
      in_progress: 'Bezig',
      completed: 'Klaar',
    },
    locations: { shop: 'In de winkel', company: 'Op het bedrijf', other: 'Ander adres' },
    yes: 'Ja',
  },
};

export function maintenanceRequestColumns(locale: Locale): ExportColumn<MaintenanceRequest>[] {
  const w = WORDS[locale];
  const h = w.headers;
  return [
    { header: 'ID', value: (r) => r.id },
    { header: h.createdAt, value: (r) => formatDate(r.createdAt) },
    { header: h.priority, value: (r) => (r.priority ? w.yes : '') },
    { header: h.filter, value: (r) => word(w.filters, r.filter) },
    { header: h.step, value: (r) => (r.step ? word(w.steps, r.step) : '') },
    { header: h.customer, value: (r) => r.customer?.name },
    { header: h.company, value: (r) => r.company?.name },
    { header: h.bike, value: (r) => r.bike.label },
    { header: h.frameNumber, value: (r) => r.bike.frameNumber },
    { header: h.problem, value: (r) => r.problem },
    { header: h.location, value: (r) => word(w.locations, r.location) },
    { header: h.address, value: (r) => r.address },
    { header: h.desiredDate, value: (r) => (r.desiredDate ? formatDate(r.desiredDate) : '') },
    { header: h.scheduledAt, value: (r) => (r.scheduledAt ? formatDateTime(r.scheduledAt) : '') },
    { header: h.fees, value: (r) => formatPrice(r.fees.replacementBikeCents + r.fees.addressFeeCents) },
  ];
}
