import type { Answers, Clock } from '@veloport/domain';
import type { Tx } from '../client';
import { questionnaireResponses, questionnaires } from '../../modules/content/questionnaires/questionnaires.table';

const DAY = 86_400_000;

/**
 * Demo questionnaires (decision 054): Acme's bike day, active, at /fr/questionnaire/acme-bike-day with a few responses
 * in three languages, and last year's, inactive (its page says so).
 */
export async function seedQuestionnairesDemo(tx: Tx, p: { adminId: number }, clock: Clock): Promise<void> {
  const now = clock.now().getTime();
  const [active] = await tx
    .insert(questionnaires)
    .values([
      {
        title: 'Journée vélo Acme',
        titleTranslations: { fr: 'Journée vélo Acme', en: 'Acme bike day', nl: 'Acme fietsdag' },
        description:
          'Avant notre journée vélo du printemps : dites-nous comment vous roulez, nous préparons les vélos d’essai à votre taille.',
        slug: 'acme-bike-day',
        isActive: true,
        fields: [
          { name: 'name', required: true },
          { name: 'firstname', required: true },
          { name: 'email', required: true },
          { name: 'phone', required: false },
          { name: 'bikeUsage', required: true },
          { name: 'isElectric', required: false },
          { name: 'size', required: false },
        ],
        createdById: p.adminId,
        createdAt: new Date(now - 20 * DAY),
        updatedAt: new Date(now - 20 * DAY),
      },
      {
        title: 'Journée vélo Globex 2025',
        titleTranslations: { fr: 'Journée vélo Globex 2025', en: 'Globex bike day 2025', nl: 'Globex fietsdag 2025' },
        description: 'La journée vélo de l’an dernier.',
        slug: 'globex-bike-day-2025',
        isActive: false,
        fields: [
          { name: 'name', required: true },
          { name: 'email', required: true },
          { name: 'bikeUsage', required: false },
        ],
        createdById: p.adminId,
        createdAt: new Date(now - 300 * DAY),
        updatedAt: new Date(now - 200 * DAY),
      },
    ])
    .returning({ id: questionnaires.id });
  const answers: [Answers, string, number][] = [
    [
      {
        name: 'Lambert',
        firstname: 'Julie',
        email: 'julie.lambert@acme.test',
        phone: '+32470112233',
        bikeUsage: 'city',
        isElectric: true,
        size: 168,
      },
      'fr',
      12,
    ],
    [
      { name: 'Janssens', firstname: 'Pieter', email: 'pieter.janssens@acme.test', bikeUsage: 'sport', isElectric: false, size: 186 },
      'nl',
      9,
    ],
    [
      { name: 'Smith', firstname: 'Olivia', email: 'olivia.smith@acme.test', phone: '+32485445566', bikeUsage: 'cargo', isElectric: true },
      'en',
      5,
    ],
    [{ name: 'Dubois', firstname: 'Karim', email: 'karim.dubois@acme.test', bikeUsage: 'mountain', size: 179 }, 'fr', 2],
  ];
  await tx.insert(questionnaireResponses).values(
    answers.map(([a, locale, daysAgo]) => ({
      questionnaireId: active!.id,
      answers: a,
      locale,
      ip: '192.0.2.40',
      submittedAt: new Date(now - daysAgo * DAY),
    })),
  );
}
