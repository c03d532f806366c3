import { systemClock, type Clock } from '@veloport/domain';
import { count } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import {
  cafeteriaPlans,
  companies,
  companyBuildings,
  companyConditions,
  companyContacts,
  companyEmailDomains,
  companyProcessSteps,
  companyQuizzes,
  quizAnswers,
  quizQuestions,
  sharedBikeRuleBuildings,
  sharedBikeRules,
  users,
} from '../schema';
import { hashPassword } from '../../modules/identity/sign-in/passwords';
import { seedCatalogDemo } from './seed-catalog-demo';
import { seedGroupedOrdersDemo } from './seed-grouped-orders-demo';
import { seedSalesDemo } from './seed-sales-demo';
import { seedCheckoutDemo } from './seed-checkout-demo';
import { seedOfferDocumentsDemo } from './seed-offer-documents-demo';
import { seedWorkshopDemo } from './seed-workshop-demo';
import { seedMaintenanceDemo } from './seed-maintenance-demo';
import { seedJobsDemo } from './seed-jobs-demo';
import { seedToursDemo } from './seed-tours-demo';
import { seedMechanicDayDemo } from './seed-mechanic-day-demo';
import { seedSharingDemo } from './seed-sharing-demo';
import { seedRentalsDemo } from './seed-rentals-demo';
import { seedEventsDemo } from './seed-events-demo';
import { seedBoxesDemo } from './seed-boxes-demo';
import { seedSharingStatsDemo } from './seed-sharing-stats-demo';
import { seedBillsDemo } from './seed-bills-demo';
import { seedBillSendingDemo } from './seed-bill-sending-demo';
import { seedPeppolDemo } from './seed-peppol-demo';
import { seedPayrollDemo } from './seed-payroll-demo';
import { seedFinancingDemo } from './seed-financing-demo';
import { seedPaymentsDemo } from './seed-payments-demo';
import { seedTillDiscountsDemo } from './seed-till-discounts-demo';
import { seedTillGiftCardDemo } from './seed-till-gift-card-demo';
import { seedOfferPromoDemo } from './seed-offer-promo-demo';
import { seedBillSourcesDemo } from './seed-bill-sources-demo';
import { seedBillLanguageDemo } from './seed-bill-language-demo';
import { seedLeasingDemo } from './seed-leasing-demo';
import { seedFaqDemo } from './seed-faq-demo';
import { seedLeaseLifecycleDemo } from './seed-lease-lifecycle-demo';
import { seedSepaDemo } from './seed-sepa-demo';
import { seedBankStatementsDemo } from './seed-bank-statements-demo';
import { seedQuestionnairesDemo } from './seed-questionnaires-demo';
import { seedBlogDemo } from './seed-blog-demo';
import { seedDashboardCardsDemo } from './seed-dashboard-cards-demo';
import { seedPaymentsByHandDemo } from './seed-payments-by-hand-demo';
import { seedPrepaidRefundsDemo } from './seed-prepaid-refunds-demo';
import { seedShopDemo } from './seed-shop-demo';
import { seedAccountingDemo } from './seed-accounting-demo';
import { seedLoansDemo } from './seed-loans-demo';
import { seedExpenseReportsDemo } from './seed-expense-reports-demo';
import { seedRankingDemo } from './seed-ranking-demo';
import { seedReorderLevelsDemo } from './seed-reorder-levels-demo';
import { seedWorkshopPartsDemo } from './seed-workshop-parts-demo';
import { seedHistoryDemo } from './seed-history-demo';

export const DEMO_PASSWORD = 'Velo-demo-2026';

/** The demo's other riders: Acme and Globex colleagues and private customers, each with one or two bikes. */
const DEMO_RIDERS: [email: string, firstname: string, lastname: string, language: string][] = [
  ['amelie.martin@acme.test', 'Amélie', 'Martin', 'fr'],
  ['bruno.lambert@acme.test', 'Bruno', 'Lambert', 'fr'],
  ['chloe.dubois@acme.test', 'Chloé', 'Dubois', 'fr'],
  ['david.peeters@acme.test', 'David', 'Peeters', 'nl'],
  ['elise.renard@acme.test', 'Élise', 'Renard', 'fr'],
  ['farid.haddad@acme.test', 'Farid', 'Haddad', 'fr'],
  ['jan.devos@globex.test', 'Jan', 'De Vos', 'nl'],
  ['lotte.maes@globex.test', 'Lotte', 'Maes', 'nl'],
  ['tom.claes@globex.test', 'Tom', 'Claes', 'en'],
  ['marc.leroy@example.com', 'Marc', 'Leroy', 'fr'],
  ['sofie.janssens@example.com', 'Sofie', 'Janssens', 'nl'],
  ['olivia.smith@example.com', 'Olivia', 'Smith', 'en'],
];

/**
 * Who rides the catalogue's assigned bikes, in the order they are handed out; a person listed twice gets two bikes
 * (decision 097). The demo personas hold one or two each; the bikes left over stay the
 * company's (leased, no rider named yet) or were sold to walk-in customers.
 */
function ridersOf(id: (email: string) => number) {
  const twice = (domain: string) => DEMO_RIDERS.filter(([e]) => e.endsWith(domain)).flatMap(([e]) => [id(e), id(e)]);
  return {
    // Emile leases two (the my-bikes page lists several); Amélie rides one, and her own Gazelle.
    acme: [id('employee@acme.test'), id('employee@acme.test'), id('fleet@acme.test'), ...twice('@acme.test').slice(1)],
    globex: [id('employee@globex.test'), id('fleet@globex.test'), ...twice('@globex.test')],
    private: [id('private@example.com'), ...twice('@example.com')],
  };
}

/** True when the database has no user yet: the embedded demo database is seeded only then. */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0) === 0;
}

type DemoQuiz = {
  title: string;
  description: string;
  minimumScore: number;
  questions: {
    description: string;
    explanation: string;
    answers: [text: string, correct: boolean, points: number, explanation?: string][];
  }[];
};

async function insertQuiz(tx: Tx, companyId: number, quiz: DemoQuiz) {
  const [row] = await tx
    .insert(companyQuizzes)
    .values({ companyId, title: quiz.title, description: quiz.description, minimumScore: quiz.minimumScore })
    .returning();
  for (const [position, q] of quiz.questions.entries()) {
    const [question] = await tx
      .insert(quizQuestions)
      .values({ quizId: row!.id, position, description: q.description, explanation: q.explanation })
      .returning();
    await tx.insert(quizAnswers).values(
      q.answers.map(([text, correct, points, explanation], i) => ({
        questionId: question!.id,
        position: i,
        text,
        correct,
        points,
        explanation: explanation ?? null,
      })),
    );
  }
}

const ACME_QUIZ: DemoQuiz = {
  title: 'Vélos partagés Acme',
  description: 'Trois questions avant votre premier trajet sur un vélo partagé.',
  minimumScore: 4,
  questions: [
    {
      description: 'Où ramenez-vous un vélo partagé ?',
      explanation: 'Les trajets entre deux bâtiments sont interdits : chaque vélo revient à son bâtiment.',
      answers: [
        ['Au bâtiment où je l’ai pris', true, 2],
        ['Dans n’importe quel bâtiment Acme', false, -1, 'Les vélos ne changent pas de bâtiment.'],
      ],
    },
    {
      description: 'Le vélo a un pneu crevé au moment de partir. Que faites-vous ?',
      explanation: 'Un vélo abîmé se signale avant de partir, pour qu’il soit réparé.',
      answers: [
        ['Je le signale via l’assistance et j’en prends un autre', true, 2],
        ['Je roule quand même', false, -1, 'Rouler sur un pneu crevé abîme la jante.'],
      ],
    },
    {
      description: 'Quels équipements doivent fonctionner quand il fait sombre ?',
      explanation: 'Le code de la route exige un éclairage avant et arrière et des catadioptres.',
      answers: [
        ['L’éclairage avant et arrière', true, 1],
        ['Les catadioptres', true, 1],
        ['La sonnette électronique', false, 0],
      ],
    },
  ],
};

const INITECH_QUIZ: DemoQuiz = {
  title: 'Initech : rouler en sécurité',
  description: 'Réussissez ce quiz pour activer votre compte Veloport.',
  minimumScore: 5,
  questions: [
    {
      description: 'Faut-il porter un casque pour les trajets domicile-travail ?',
      explanation: 'Le casque n’est pas obligatoire en Belgique, mais Initech le demande pour tous ses vélos.',
      answers: [
        ['Oui, à chaque trajet', true, 2],
        ['Non, jamais', false, 0, 'Initech demande le casque à chaque trajet.'],
      ],
    },
    {
      description: 'Quand rechargez-vous la batterie ?',
      explanation: 'Une batterie rechargée après chaque trajet dure plus longtemps.',
      answers: [
        ['Après chaque trajet, au bureau ou à la maison', true, 2],
        ['Seulement quand elle est vide', false, -1, 'Les décharges complètes usent la batterie.'],
      ],
    },
    {
      description: 'Que vérifiez-vous avant de partir ?',
      explanation: 'Des freins qui mordent et des pneus gonflés évitent la plupart des chutes.',
      answers: [
        ['Les freins', true, 1],
        ['La pression des pneus', true, 1],
        ['La couleur du cadre', false, -1],
      ],
    },
  ],
};

/**
 * The demo dataset of the README: three companies (Acme lets employees sign up, Globex does not,
 * Initech asks new accounts to pass its quiz), their rules, staff, employees and a private customer;
 * then the catalogue and the stock.
 */
/** `clock`: the demo's "now" (decision 067): a demo or a test template can be seeded as of any day. */
export async function seedDemo(db: Db, clock: Clock = systemClock): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [acme, globex, initech] = await tx
      .insert(companies)
      .values([
        {
          name: 'Acme',
          vatNumber: 'BE0403170701',
          billingAddress: { street: 'Boulevard de la Sauvenière 100', postalCode: '4000', city: 'Liège', country: 'BE' },
          deliveryAddress: { street: 'Rue Hayeneux 50', postalCode: '4040', city: 'Herstal', country: 'BE' },
        },
        {
          name: 'Globex',
          vatNumber: 'BE0202239951',
          billingAddress: { street: 'Avenue Louise 250', postalCode: '1050', city: 'Bruxelles', country: 'BE' },
        },
        {
          name: 'Initech',
          vatNumber: 'BE0712345630',
          billingAddress: { street: 'Rue de Fer 20', postalCode: '5000', city: 'Namur', country: 'BE' },
        },
      ])
      .returning();
    await tx.insert(companyEmailDomains).values([
      { companyId: acme!.id, domain: 'acme.test' },
      { companyId: globex!.id, domain: 'globex.test' },
      { companyId: initech!.id, domain: 'initech.test' },
    ]);
    const [acmeRules, globexRules, initechRules] = await tx
      .insert(companyConditions)
      .values([
        {
          companyId: acme!.id,
          access: 'leasing,sharing,cafeteria,maintenance',
          selfRegistration: true,
          quizRequired: false,
          ordersNeedValidation: true,
        },
        { companyId: globex!.id, access: 'leasing,maintenance', selfRegistration: false, quizRequired: false },
        { companyId: initech!.id, access: 'leasing,sharing', selfRegistration: true, quizRequired: true },
      ])
      .returning();

    const [liege, herstal, brussels] = await tx
      .insert(companyBuildings)
      .values([
        {
          companyId: acme!.id,
          name: 'Siège Liège',
          nameTranslations: { fr: 'Siège Liège', en: 'Liège head office', nl: 'Hoofdzetel Luik' },
          address: { street: 'Boulevard de la Sauvenière 100', postalCode: '4000', city: 'Liège', country: 'BE' },
        },
        {
          companyId: acme!.id,
          name: 'Entrepôt Herstal',
          nameTranslations: { fr: 'Entrepôt Herstal', en: 'Herstal warehouse', nl: 'Magazijn Herstal' },
          address: { street: 'Rue Hayeneux 50', postalCode: '4040', city: 'Herstal', country: 'BE' },
        },
        {
          companyId: globex!.id,
          name: 'Siège Bruxelles',
          nameTranslations: { fr: 'Siège Bruxelles', en: 'Brussels head office', nl: 'Hoofdzetel Brussel' },
          address: { street: 'Avenue Louise 250', postalCode: '1050', city: 'Bruxelles', country: 'BE' },
        },
      ])
      .returning();
    const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri'];
    await tx.insert(sharedBikeRules).values([
      {
        // Office bikes: taken in the morning, back by the evening, at the same site, a day at most.
        conditionId: acmeRules!.id,
        allowedDays: weekdays,
        weekendUse: false,
        forbidWeekend: true,
        daysInAdvance: 14,
        maxBookingMinutes: 600,
        takeWindowStart: '07:30',
        takeWindowEnd: '10:00',
        returnWindowStart: '15:00',
        returnWindowEnd: '19:00',
        forbidInterBuilding: true,
        maxPerMonth: 8,
        maxPerYear: 60,
        maxSimultaneous: 1,
      },
      {
        // Pool bikes that may stay out over a weekend.
        conditionId: globexRules!.id,
        allowedDays: [...weekdays, 'sat'],
        weekendUse: true,
        forbidWeekend: false,
        daysInAdvance: 30,
        maxBookingMinutes: 3 * 24 * 60,
        takeWindowStart: '08:00',
        takeWindowEnd: '18:00',
        returnWindowStart: '08:00',
        returnWindowEnd: '18:00',
        forbidInterBuilding: false,
        maxPerMonth: 4,
        maxPerYear: 30,
        maxSimultaneous: 2,
      },
      { conditionId: initechRules!.id },
    ]);
    await tx.insert(sharedBikeRuleBuildings).values([
      { conditionId: acmeRules!.id, buildingId: liege!.id },
      { conditionId: acmeRules!.id, buildingId: herstal!.id },
      { conditionId: globexRules!.id, buildingId: brussels!.id },
    ]);
    await tx.insert(cafeteriaPlans).values([
      {
        conditionId: acmeRules!.id,
        paymentModes: ['purchase', 'monthly_leasing'],
        vatIncluded: true,
        saleDiscountPercent: 10,
        leasingDiscountPercent: 5,
        residualValuePercent: 16,
        description: 'Achat avec 10 % de remise ou leasing mensuel via le plan cafétéria, sur 36 mois.',
      },
      {
        conditionId: globexRules!.id,
        paymentModes: ['annual_leasing', 'prepaid_leasing'],
        vatIncluded: false,
        saleDiscountPercent: 0,
        leasingDiscountPercent: 7.5,
        residualValuePercent: 16,
        description: 'Leasing annuel ou prépayé, prix hors TVA.',
      },
      { conditionId: initechRules!.id },
    ]);

    await insertQuiz(tx, acme!.id, ACME_QUIZ);
    await insertQuiz(tx, initech!.id, INITECH_QUIZ);
    await tx.insert(companyContacts).values([
      {
        companyId: acme!.id,
        firstname: 'Béatrice',
        lastname: 'Comptable',
        email: 'compta@acme.test',
        phone: '+32 4 220 11 22',
        role: 'Comptable',
        type: 'billing',
      },
      {
        companyId: acme!.id,
        firstname: 'Hugo',
        lastname: 'Hérault',
        email: 'rh@acme.test',
        phone: '+32 4 220 11 30',
        role: 'Responsable RH',
        type: 'contact',
      },
      { companyId: globex!.id, firstname: 'Geert', lastname: 'Goossens', email: 'finance@globex.test', role: 'CFO', type: 'billing' },
    ]);

    const person = (email: string, firstname: string, lastname: string, extra: Partial<typeof users.$inferInsert> = {}) => ({
      email,
      firstname,
      lastname,
      passwordHash,
      language: 'fr',
      ...extra,
    });
    const people = await tx
      .insert(users)
      .values([
        person('admin@veloport.test', 'Anne', 'Admin', { isAdmin: true, permissions: ['admin'], stockLocationId: 1 }),
        person('mechanic@veloport.test', 'Marc', 'Mécano', { permissions: ['bikeMechanic'], stockLocationId: 1 }),
        person('sales@veloport.test', 'Sacha', 'Sales', { permissions: ['order'] }),
        person('fleet@acme.test', 'Fiona', 'Fleet', { permissions: ['fleetManager'], companyId: acme!.id, language: 'nl' }),
        person('employee@acme.test', 'Emile', 'Employé', { companyId: acme!.id }),
        // Switched off by the company: no quiz brings it back (Acme does not require one anyway).
        person('inactive@acme.test', 'Iris', 'Inactive', {
          companyId: acme!.id,
          status: 'inactive',
          deactivatedAt: new Date('2026-01-05T09:00:00Z'),
        }),
        person('invited@acme.test', 'Ivan', 'Invité', { companyId: acme!.id, passwordHash: null }),
        person('fleet@globex.test', 'Gustave', 'Globex', { permissions: ['fleetManager'], companyId: globex!.id }),
        person('employee@globex.test', 'Greta', 'Globex', { companyId: globex!.id, language: 'nl' }),
        person('private@example.com', 'Paula', 'Private', { language: 'en' }),
        // Signed up and waiting for Initech's quiz: passing it activates the account.
        person('inactive@initech.test', 'Igor', 'Initech', { companyId: initech!.id, status: 'inactive' }),
        // Colleagues and customers who ride the rest of the demo's bikes, one or two each (decision 097).
        ...DEMO_RIDERS.map(([email, firstname, lastname, language]) =>
          person(email, firstname, lastname, {
            language,
            companyId: email.endsWith('@acme.test') ? acme!.id : email.endsWith('@globex.test') ? globex!.id : null,
          }),
        ),
      ])
      .returning();
    const id = (email: string) => people.find((p) => p.email === email)!.id;
    const admin = people.find((p) => p.email === 'admin@veloport.test');

    const done = (companyId: number, steps: string[]) =>
      steps.map((step) => ({ companyId, step, doneBy: admin!.id, doneAt: new Date('2026-01-05T10:00:00Z') }));
    await tx
      .insert(companyProcessSteps)
      .values([
        ...done(acme!.id, ['contract_signed', 'conditions_set', 'fleet_manager_invited', 'first_bikes_delivered']),
        ...done(globex!.id, ['contract_signed', 'conditions_set', 'fleet_manager_invited']),
        ...done(initech!.id, ['contract_signed', 'conditions_set']),
      ]);
    await seedCatalogDemo(
      tx,
      {
        adminId: id('admin@veloport.test'),
        acmeId: acme!.id,
        globexId: globex!.id,
        // The owners of the external bikes (the first of each company's list).
        acmeUsers: [id('amelie.martin@acme.test'), id('fleet@acme.test')],
        globexUsers: [id('employee@globex.test'), id('fleet@globex.test')],
        privateUserId: id('private@example.com'),
        riders: ridersOf(id),
      },
      clock,
    );
    // Two years of history for the statistics and the forecast (decision 097), right after the bikes: its bills take
    // each year's first numbers, so the demo's own recent bills keep the newest ones (first in the bills list).
    await seedHistoryDemo(
      tx,
      {
        adminId: id('admin@veloport.test'),
        riderIds: DEMO_RIDERS.filter(([e]) => !e.endsWith('@example.com')).map(([e]) => id(e)),
        customerIds: DEMO_RIDERS.filter(([e]) => e.endsWith('@example.com')).map(([e]) => id(e)),
      },
      clock,
    );
    await seedSalesDemo(
      tx,
      {
        adminId: id('admin@veloport.test'),
        salesId: id('sales@veloport.test'),
        acmeFleetId: id('fleet@acme.test'),
        acmeId: acme!.id,
        globexId: globex!.id,
        acmeEmployeeId: id('employee@acme.test'),
        globexEmployeeId: id('employee@globex.test'),
        privateUserId: id('private@example.com'),
      },
      clock,
    );
    const acmeColleagues = [id('fleet@acme.test'), ...DEMO_RIDERS.filter(([e]) => e.endsWith('@acme.test')).map(([e]) => id(e))];
    await seedGroupedOrdersDemo(tx, { adminId: id('admin@veloport.test'), salesId: id('sales@veloport.test') }, clock);
    await seedOfferDocumentsDemo(tx, clock);
    await seedSharingDemo(
      tx,
      {
        acmeId: acme!.id,
        acmeConditionId: acmeRules!.id,
        liegeId: liege!.id,
        herstalId: herstal!.id,
        employeeId: id('employee@acme.test'),
        fleetId: id('fleet@acme.test'),
        colleagueIds: acmeColleagues,
      },
      clock,
    );
    await seedBoxesDemo(
      tx,
      { acmeId: acme!.id, liegeId: liege!.id, herstalId: herstal!.id, mechanicId: id('mechanic@veloport.test') },
      clock,
    );
    await seedSharingStatsDemo(
      tx,
      {
        acmeId: acme!.id,
        liegeId: liege!.id,
        herstalId: herstal!.id,
        employeeId: id('employee@acme.test'),
        fleetId: id('fleet@acme.test'),
        mechanicId: id('mechanic@veloport.test'),
        colleagueIds: acmeColleagues,
      },
      clock,
    );
    const paula = people.find((p) => p.email === 'private@example.com')!;
    await seedCheckoutDemo(
      tx,
      {
        adminId: id('admin@veloport.test'),
        salesId: id('sales@veloport.test'),
        privateUserId: paula.id,
        privateName: `${paula.firstname} ${paula.lastname}`,
        privateEmail: paula.email,
        privateLanguage: paula.language,
      },
      clock,
    );
    await seedWorkshopDemo(tx, { adminId: id('admin@veloport.test') }, clock);
    await seedMaintenanceDemo(tx, { mechanicId: id('mechanic@veloport.test'), employeeId: id('employee@acme.test') }, clock);
    await seedJobsDemo(tx, { mechanicId: id('mechanic@veloport.test') }, clock);
    await seedToursDemo(tx, { mechanicId: id('mechanic@veloport.test'), adminId: id('admin@veloport.test') }, clock);
    await seedRentalsDemo(tx, { adminId: id('admin@veloport.test') }, clock);
    await seedMechanicDayDemo(tx, { mechanicId: id('mechanic@veloport.test') }, clock);
    await seedBillsDemo(
      tx,
      {
        adminId: id('admin@veloport.test'),
        privateUserId: id('private@example.com'),
        employeeId: id('employee@acme.test'),
      },
      clock,
    );
    const billed = (c: typeof acme) => ({
      id: c!.id,
      name: c!.name,
      vatNumber: c!.vatNumber,
      address: c!.billingAddress
        ? `${c!.billingAddress.street}, ${c!.billingAddress.postalCode} ${c!.billingAddress.city}, ${c!.billingAddress.country}`
        : '',
    });
    await seedBillSendingDemo(
      tx,
      {
        adminId: id('admin@veloport.test'),
        acme: billed(acme),
        globex: billed(globex),
        paula: { id: paula.id, name: `${paula.firstname} ${paula.lastname}`, language: paula.language },
      },
      clock,
    );
    await seedPeppolDemo(tx, { adminId: id('admin@veloport.test'), globexId: globex!.id }, clock);
    await seedPayrollDemo(tx, { acmeConditionId: acmeRules!.id, fleetId: id('fleet@acme.test') }, clock);
    await seedFinancingDemo(tx, { adminId: id('admin@veloport.test'), acmeId: acme!.id }, clock);
    await seedPaymentsDemo(tx, { adminId: id('admin@veloport.test') }, clock);
    await seedTillDiscountsDemo(tx, { adminId: id('admin@veloport.test') }, clock);
    await seedOfferPromoDemo(tx, { adminId: id('admin@veloport.test') }, clock);
    await seedBillSourcesDemo(
      tx,
      {
        adminId: id('admin@veloport.test'),
        acmeId: acme!.id,
        employeeId: id('employee@acme.test'),
        employeeName: 'Emile Employé',
        privateEmail: paula.email,
        privateName: `${paula.firstname} ${paula.lastname}`,
      },
      clock,
    );
    await seedLeasingDemo(tx, { adminId: id('admin@veloport.test') }, clock);
    await seedLeaseLifecycleDemo(tx, { adminId: id('admin@veloport.test') }, clock);
    await seedSepaDemo(
      tx,
      { adminId: id('admin@veloport.test'), acmeId: acme!.id, paulaId: paula.id, emileId: id('employee@acme.test') },
      clock,
    );
    const customer = (c: typeof acme) => ({
      companyId: c!.id,
      userId: null,
      customerName: c!.name,
      customerVatNumber: c!.vatNumber,
      customerAddress: billed(c).address || null,
      customerLanguage: 'fr',
    });
    await seedBankStatementsDemo(
      tx,
      {
        adminId: id('admin@veloport.test'),
        acme: customer(acme),
        globex: customer(globex),
        paula: {
          companyId: null,
          userId: paula.id,
          customerName: `${paula.firstname} ${paula.lastname}`,
          customerVatNumber: null,
          customerAddress: null,
          customerLanguage: paula.language,
        },
      },
      clock,
    );
    await seedQuestionnairesDemo(tx, { adminId: id('admin@veloport.test') }, clock);
    await seedFaqDemo(tx, { adminId: id('admin@veloport.test') }, clock);
    await seedBlogDemo(tx, { adminId: id('admin@veloport.test') }, clock);
    await seedEventsDemo(
      tx,
      {
        adminId: id('admin@veloport.test'),
        acmeId: acme!.id,
        acmeFleetId: id('fleet@acme.test'),
        acmeInvitedId: id('invited@acme.test'),
        globexEmployeeId: id('employee@globex.test'),
        privateUserId: paula.id,
      },
      clock,
    );
    await seedDashboardCardsDemo(tx, clock);
    await seedPaymentsByHandDemo(tx, { adminId: id('admin@veloport.test') }, clock);
    await seedBillLanguageDemo(tx, { adminId: id('admin@veloport.test') }, clock);
    await seedTillGiftCardDemo(
      tx,
      {
        salesId: id('sales@veloport.test'),
        paula: { id: paula.id, name: `${paula.firstname} ${paula.lastname}`, email: paula.email, language: paula.language },
      },
      clock,
    );
    await seedPrepaidRefundsDemo(tx, { adminId: id('admin@veloport.test') }, clock);
    await seedShopDemo(tx, clock);
    // Two bank loans of the fleet (decision 087).
    await seedLoansDemo(tx, { adminId: id('admin@veloport.test') }, clock);
    await seedExpenseReportsDemo(
      tx,
      { adminId: id('admin@veloport.test'), mechanicId: id('mechanic@veloport.test'), salesId: id('sales@veloport.test') },
      clock,
    );
    // Riders' commutes and rides for the CO2 ranking (decision 093).
    await seedRankingDemo(
      tx,
      {
        emile: id('employee@acme.test'),
        fiona: id('fleet@acme.test'),
        greta: id('employee@globex.test'),
        gustave: id('fleet@globex.test'),
        paula: id('private@example.com'),
      },
      clock,
    );
    await seedReorderLevelsDemo(tx);
    // The workshop's own parts and stock, and the tours' customers' phones (decision 102).
    await seedWorkshopPartsDemo(tx, { adminId: id('admin@veloport.test') });
    // Last: the books are written from every other seed's bills and payments (decision 084).
    await seedAccountingDemo(tx, { adminId: id('admin@veloport.test') }, clock);
  });
}
