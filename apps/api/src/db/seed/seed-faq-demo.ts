import { count } from 'drizzle-orm';
import type { FaqTheme, Clock } from '@veloport/domain';
import type { Tx } from '../client';
import { faqEntries } from '../../modules/content/faq/faq.table';

type T = { fr: string; en: string; nl: string };
type Entry = { theme: FaqTheme; q: T; a: T; helpful: number; notHelpful: number };

/** The demo FAQ (decision 055): fourteen real questions over leasing, maintenance, shared bikes and bills. */
const ENTRIES: Entry[] = [
  {
    theme: 'leasing',
    q: {
      fr: 'Comment fonctionne le leasing vélo via mon employeur ?',
      en: 'How does bike leasing through my employer work?',
      nl: 'Hoe werkt fietsleasing via mijn werkgever?',
    },
    a: {
      fr: "Votre employeur loue le vélo pour vous pendant **36 mois** et vous l'utilisez comme le vôtre, au travail comme en privé.\n\n- vous choisissez le vélo et ses accessoires ;\n- l'assurance et l'entretien sont compris ;\n- la mensualité est déduite de votre salaire brut ou de votre budget mobilité.",
      en: 'Your employer leases the bike for you for **36 months** and you use it as your own, for work and in your free time.\n\n- you choose the bike and its accessories;\n- insurance and maintenance are included;\n- the monthly fee comes out of your gross salary or mobility budget.',
      nl: 'Je werkgever least de fiets voor je gedurende **36 maanden** en je gebruikt hem als je eigen fiets, voor het werk en privé.\n\n- je kiest de fiets en de accessoires;\n- verzekering en onderhoud zijn inbegrepen;\n- de maandprijs gaat van je brutoloon of mobiliteitsbudget af.',
    },
    helpful: 42,
    notHelpful: 3,
  },
  {
    theme: 'leasing',
    q: {
      fr: 'Que se passe-t-il à la fin du contrat de leasing ?',
      en: 'What happens at the end of the leasing contract?',
      nl: 'Wat gebeurt er op het einde van het leasecontract?',
    },
    a: {
      fr: 'Trois mois avant la fin, nous vous écrivons. Vous pouvez **racheter le vélo** à sa valeur résiduelle, le rendre en magasin, ou commencer un nouveau contrat avec un autre vélo.',
      en: 'Three months before the end, we write to you. You can **buy the bike** at its residual value, bring it back to the shop, or start a new contract with another bike.',
      nl: 'Drie maanden voor het einde schrijven we je. Je kunt **de fiets overnemen** tegen de restwaarde, hem terugbrengen naar de winkel of een nieuw contract met een andere fiets starten.',
    },
    helpful: 31,
    notHelpful: 2,
  },
  {
    theme: 'leasing',
    q: {
      fr: 'Mon vélo en leasing est-il assuré contre le vol ?',
      en: 'Is my leased bike insured against theft?',
      nl: 'Is mijn leasefiets verzekerd tegen diefstal?',
    },
    a: {
      fr: "Oui, contre le vol et la casse, à condition de l'attacher avec un **cadenas agréé** (ART 2 ou plus). En cas de vol, déposez plainte à la police et envoyez-nous le numéro du procès-verbal dans les 48 heures.",
      en: 'Yes, against theft and damage, as long as you lock it with an **approved lock** (ART 2 or higher). If it is stolen, report it to the police and send us the report number within 48 hours.',
      nl: 'Ja, tegen diefstal en schade, op voorwaarde dat je hem vastmaakt met een **goedgekeurd slot** (ART 2 of hoger). Bij diefstal doe je aangifte bij de politie en stuur je ons het nummer van het proces-verbaal binnen 48 uur.',
    },
    helpful: 18,
    notHelpful: 1,
  },
  {
    theme: 'leasing',
    q: {
      fr: 'Puis-je changer de vélo pendant le contrat ?',
      en: 'Can I change bikes during the contract?',
      nl: 'Kan ik tijdens het contract van fiets wisselen?',
    },
    a: {
      fr: 'Le contrat porte sur un vélo précis. Si votre situation change (déménagement, nouvelle taille), parlez-en à votre gestionnaire de flotte : il peut demander un rachat anticipé et un nouveau contrat.',
      en: 'The contract covers one specific bike. If your situation changes (a move, a new size), talk to your fleet manager: they can ask for an early buy-out and a new contract.',
      nl: 'Het contract geldt voor één bepaalde fiets. Verandert je situatie (verhuis, andere maat), spreek dan met je fleetmanager: die kan een vervroegde overname en een nieuw contract aanvragen.',
    },
    helpful: 7,
    notHelpful: 4,
  },
  {
    theme: 'maintenance',
    q: { fr: 'Comment demander un entretien ?', en: 'How do I ask for a maintenance visit?', nl: 'Hoe vraag ik een onderhoud aan?' },
    a: {
      fr: 'Dans votre espace, ouvrez **Mes entretiens** puis **Demander un entretien**. Décrivez le problème, ajoutez une photo si besoin : nous vous proposons un passage à votre bureau ou un rendez-vous en atelier.',
      en: 'In your space, open **My maintenance** then **Ask for maintenance**. Describe the problem and add a photo if useful: we offer a visit at your office or an appointment at the workshop.',
      nl: 'Open in je ruimte **Mijn onderhoud** en dan **Onderhoud aanvragen**. Beschrijf het probleem en voeg zo nodig een foto toe: we stellen een bezoek op kantoor of een afspraak in de werkplaats voor.',
    },
    helpful: 25,
    notHelpful: 1,
  },
  {
    theme: 'maintenance',
    q: {
      fr: 'À quelle fréquence mon vélo doit-il être révisé ?',
      en: 'How often should my bike be serviced?',
      nl: 'Hoe vaak moet mijn fiets een onderhoudsbeurt krijgen?',
    },
    a: {
      fr: 'Une révision par an, ou tous les **3 000 km** pour un vélo électrique roulant tous les jours. Les révisions prévues par votre contrat sont planifiées par nos mécaniciens lors de leurs tournées.',
      en: 'Once a year, or every **3,000 km** for an e-bike ridden daily. The services in your contract are planned by our mechanics on their rounds.',
      nl: 'Eén keer per jaar, of elke **3.000 km** voor een elektrische fiets die elke dag rijdt. De beurten uit je contract plannen onze mecaniciens tijdens hun rondes.',
    },
    helpful: 14,
    notHelpful: 2,
  },
  {
    theme: 'maintenance',
    q: {
      fr: 'Ma batterie se décharge vite, que faire ?',
      en: 'My battery runs down fast: what should I do?',
      nl: 'Mijn batterij loopt snel leeg: wat moet ik doen?',
    },
    a: {
      fr: "Rangez la batterie à l'intérieur en hiver, rechargez-la entre 20 % et 80 % et vérifiez la pression des pneus. Si l'autonomie reste faible, demandez un entretien : nous testons la batterie gratuitement.",
      en: 'Keep the battery indoors in winter, charge it between 20% and 80% and check the tyre pressure. If the range stays short, ask for maintenance: we test the battery for free.',
      nl: 'Bewaar de batterij binnen in de winter, laad hem op tussen 20 % en 80 % en controleer de bandenspanning. Blijft het bereik klein, vraag dan een onderhoud aan: we testen de batterij gratis.',
    },
    helpful: 9,
    notHelpful: 0,
  },
  {
    theme: 'maintenance',
    q: { fr: 'Une crevaison est-elle couverte ?', en: 'Is a flat tyre covered?', nl: 'Is een lekke band gedekt?' },
    a: {
      fr: "La réparation d'une crevaison est comprise dans les contrats *avec budget d'entretien*. Sinon, elle est facturée au tarif atelier : [demandez-nous un prix](/fr/contact).",
      en: 'Fixing a flat is included in contracts *with a maintenance budget*. Otherwise it is billed at the workshop rate: [ask us for a price](/en/contact).',
      nl: 'Het herstellen van een lekke band zit in de contracten *met onderhoudsbudget*. Anders rekenen we het werkplaatstarief aan: [vraag ons een prijs](/nl/contact).',
    },
    helpful: 11,
    notHelpful: 3,
  },
  {
    theme: 'shared_bikes',
    q: {
      fr: 'Comment réserver un vélo partagé de mon entreprise ?',
      en: "How do I book one of my company's shared bikes?",
      nl: 'Hoe reserveer ik een deelfiets van mijn bedrijf?',
    },
    a: {
      fr: "Ouvrez **Réserver un vélo**, choisissez la date, l'heure et le bâtiment, puis un vélo libre. Vous recevez un code pour ouvrir la borne au moment du départ.",
      en: 'Open **Book a bike**, choose the date, time and building, then a free bike. You get a code to open the box when you set off.',
      nl: 'Open **Fiets reserveren**, kies datum, uur en gebouw en dan een vrije fiets. Je krijgt een code om de box te openen bij vertrek.',
    },
    helpful: 20,
    notHelpful: 1,
  },
  {
    theme: 'shared_bikes',
    q: {
      fr: 'Pourquoi dois-je répondre à un quiz avant ma première réservation ?',
      en: 'Why must I take a quiz before my first booking?',
      nl: 'Waarom moet ik een quiz invullen voor mijn eerste reservatie?',
    },
    a: {
      fr: "Votre entreprise demande de connaître les règles d'utilisation (casque, cadenas, retour à l'heure). Le quiz prend deux minutes et ne se fait qu'une fois.",
      en: 'Your company asks that you know the rules of use (helmet, lock, returning on time). The quiz takes two minutes and is taken only once.',
      nl: 'Je bedrijf vraagt dat je de gebruiksregels kent (helm, slot, op tijd terugbrengen). De quiz duurt twee minuten en doe je maar één keer.',
    },
    helpful: 6,
    notHelpful: 2,
  },
  {
    theme: 'shared_bikes',
    q: {
      fr: 'Je suis en retard pour rendre le vélo, que faire ?',
      en: "I'm late bringing the bike back: what should I do?",
      nl: 'Ik ben te laat om de fiets terug te brengen: wat nu?',
    },
    a: {
      fr: "Prolongez la réservation depuis **Mes réservations** si le vélo n'est pas réservé ensuite. Sinon, prévenez l'assistance : un collègue l'attend peut-être.",
      en: 'Extend the booking from **My bookings** if nobody has booked the bike next. Otherwise, tell the assistance: a colleague may be waiting for it.',
      nl: 'Verleng de reservatie via **Mijn reservaties** als niemand de fiets daarna gereserveerd heeft. Anders verwittig je de assistentie: misschien wacht een collega erop.',
    },
    helpful: 4,
    notHelpful: 0,
  },
  {
    theme: 'bills',
    q: { fr: 'Où trouver mes factures ?', en: 'Where can I find my bills?', nl: 'Waar vind ik mijn facturen?' },
    a: {
      fr: 'Dans votre espace, sous **Mes factures** : chaque facture se télécharge en PDF. Les entreprises reçoivent aussi leurs factures par Peppol.',
      en: 'In your space, under **My bills**: each bill downloads as a PDF. Companies also receive their bills through Peppol.',
      nl: 'In je ruimte, onder **Mijn facturen**: elke factuur kun je als pdf downloaden. Bedrijven ontvangen hun facturen ook via Peppol.',
    },
    helpful: 16,
    notHelpful: 1,
  },
  {
    theme: 'bills',
    q: { fr: 'Comment payer une facture ?', en: 'How do I pay a bill?', nl: 'Hoe betaal ik een factuur?' },
    a: {
      fr: 'Par virement avec la **communication structurée** de la facture, en scannant son code QR avec votre app bancaire, ou par domiciliation SEPA si vous avez signé un mandat.',
      en: "By bank transfer with the bill's **structured communication**, by scanning its QR code with your banking app, or by SEPA direct debit if you signed a mandate.",
      nl: 'Met een overschrijving met de **gestructureerde mededeling** van de factuur, door de QR-code te scannen met je bankapp, of via SEPA-domiciliëring als je een mandaat ondertekende.',
    },
    helpful: 12,
    notHelpful: 0,
  },
  {
    theme: 'bills',
    q: {
      fr: "Pourquoi ai-je reçu un rappel alors que j'ai payé ?",
      en: 'Why did I get a reminder when I have paid?',
      nl: 'Waarom kreeg ik een herinnering terwijl ik betaald heb?',
    },
    a: {
      fr: 'Un paiement sans la bonne communication ne peut pas être relié automatiquement à la facture. Répondez au rappel avec la date et le montant du virement : nous le rapprochons à la main.',
      en: 'A payment without the right communication cannot be matched to the bill automatically. Reply to the reminder with the date and amount of the transfer: we match it by hand.',
      nl: 'Een betaling zonder de juiste mededeling kan niet automatisch aan de factuur gekoppeld worden. Antwoord op de herinnering met de datum en het bedrag van de overschrijving: we koppelen ze met de hand.',
    },
    helpful: 8,
    notHelpful: 5,
  },
];

export async function seedFaqDemo(tx: Tx, p: { adminId: number }, _clock: Clock): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(faqEntries);
  if (Number(existing?.n ?? 0) > 0) return;
  const positions = new Map<FaqTheme, number>();
  await tx.insert(faqEntries).values(
    ENTRIES.map((e) => {
      const position = (positions.get(e.theme) ?? 0) + 1;
      positions.set(e.theme, position);
      return {
        theme: e.theme,
        position,
        questionFr: e.q.fr,
        questionEn: e.q.en,
        questionNl: e.q.nl,
        answerFr: e.a.fr,
        answerEn: e.a.en,
        answerNl: e.a.nl,
        helpfulCount: e.helpful,
        notHelpfulCount: e.notHelpful,
        createdById: p.adminId,
      };
    }),
  );
}
