import {
  formatDate,
  type BikeUsage,
  type Locale,
  type Questionnaire,
  type QuestionnaireFieldName,
  type QuestionnaireResponse,
} from '@veloport/domain';
import { exportWord as word, type ExportColumn } from '../../../platform/export';

type Words = {
  headers: Record<'title' | 'slug' | 'active' | 'responses' | 'createdAt' | 'submittedAt' | 'language', string>;
  fields: Record<QuestionnaireFieldName, string>;
  usages: Record<BikeUsage, string>;
  yes: string;
  no: string;
};

/** The downloaded lists' words in the reader's language (the web's `questionnaires` catalogue says the same). */
const WORDS: Record<Locale, Words> = {
  fr: {
    headers: {
      title: 'Titre',
      slug: 'Adresse',
      active: 'Actif',
      responses: 'Réponses',
      createdAt: 'Créé le',
      submittedAt: 'Envoyée le',
      language: 'Langue',
    },
    fields: {
      name: 'Nom',
      firstname: 'Prénom',
      email: 'E-mail',
      phone: 'Téléphone',
      bikeUsage: 'Usage du vélo',
      isElectric: 'Électrique',
      size: 'Taille (cm)',
    },
    usages: { city: 'Ville', sport: 'Sport', mountain: 'Montagne', cargo: 'Cargo', other: 'Autre' },
    yes: 'Oui',
    no: 'Non',
  },
  en: {
    headers: {
      title: 'Title',
      slug: 'Address',
      active: 'Active',
      responses: 'Responses',
      createdAt: 'Created on',
      submittedAt: 'Submitted on',
      language: 'Language',
    },
    fields: {
      name: 'Last name',
      firstname: 'First name',
      email: 'E-mail',
      phone: 'Phone',
      bikeUsage: 'Bike usage',
      isElectric: 'Electric',
      size: 'Height (cm)',
    },
    usages: { city: 'City', sport: 'Sport', mountain: 'Mountain', cargo: 'Cargo', other: 'Other' },
    yes: 'Yes',
    no: 'No',
  },
  nl: {
    headers: {
      title: 'Titel',
      slug: 'Adres',
      active: 'Actief',
      responses: 'Antwoorden',
      createdAt: 'Aangemaakt op',
      submittedAt: 'Verstuurd op',
      language: 'Taal',
    },
    fields: {
      name: 'Naam',
      firstname: 'Voornaam',
      email: 'E-mail',
      phone: 'Telefoon',
      bikeUsage: 'Fietsgebruik',
      isElectric: 'Elektrisch',
      size: 'Lengte (cm)',
    },
    usages: { city: 'Stad', sport: 'Sport', mountain: 'Berg', cargo: 'Bakfiets', other: 'Ander' },
    yes: 'Ja',
    no: 'Nee',
  },
};

export function questionnaireColumns(locale: Locale): ExportColumn<Questionnaire>[] {
  const w = WORDS[locale];
  return [
    { header: 'ID', value: (q) => q.id },
    { header: w.headers.title, value: (q) => q.title },
    { header: w.headers.slug, value: (q) => q.slug },
    { header: w.headers.active, value: (q) => (q.isActive ? w.yes : w.no) },
    { header: w.headers.responses, value: (q) => q.responsesCount },
    { header: w.headers.createdAt, value: (q) => formatDate(q.createdAt) },
  ];
}

/** One column per field the questionnaire asks, after the submitted date. */
export function responseColumns(locale: Locale, questionnaire: Questionnaire): ExportColumn<QuestionnaireResponse>[] {
  const w = WORDS[locale];
  const answer = (name: QuestionnaireFieldName) => (r: QuestionnaireResponse) => {
    const v = r.answers[name];
    if (v === undefined) return null;
    if (name === 'bikeUsage') return word(w.usages, String(v));
    if (name === 'isElectric') return v === true ? w.yes : w.no;
    return v;
  };
  return [
    { header: 'ID', value: (r) => r.id },
    { header: w.headers.submittedAt, value: (r) => formatDate(r.submittedAt) },
    ...questionnaire.fields.map((f) => ({ header: w.fields[f.name], value: answer(f.name) })),
    { header: w.headers.language, value: (r) => r.locale },
  ];
}
