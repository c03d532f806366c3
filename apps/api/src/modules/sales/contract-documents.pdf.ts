import { newPdfDocument } from '../../platform/pdf-document';
import { formatDate, formatPrice, PURCHASE_OPTION_INSTALMENTS, type Locale, type Offer, type OfferDocumentKind } from '@veloport/domain';
import { LETTERHEAD } from './offer.pdf';

/**
 * The offer's three other documents of seed §3 (decision 027), in the customer's language on the letterhead:
 * - the company's **bike policy**: the rules its employees' bikes follow (duration, who pays, maintenance,
 *   insurance, theft, leaving the company, end of the lease);
 * - the **contract amendment**: the employer–employee annex to the employment contract for a bike paid through
 *   the salary (the monthly gross amount, the duration, what happens if the employment ends);
 * - the **contract**: the leasing (or sale) contract between the business and its customer.
 * Their figures come from the offer's own computation (`offerFigures`), so they always match the offer.
 */
export type ContractDocumentKind = Exclude<OfferDocumentKind, 'offer' | 'signed'>;
type Article = [title: string, body: string];
type Text = {
  titles: Record<ContractDocumentKind, string>;
  offer: string;
  date: string;
  employer: string;
  employee: string;
  lessor: string;
  customer: string;
  bike: string;
  duration: string;
  months: string;
  monthly: string;
  monthlyVat: string;
  purchase: string;
  residual: string;
  option: string;
  maintenance: string;
  maintenanceSentence: (amount: string) => string;
  signatures: string;
  readApproved: string;
  forLessor: string;
  forCustomer: string;
  forEmployer: string;
  forEmployee: string;
  policy: (f: Figures) => Article[];
  amendment: (f: Figures) => Article[];
  contract: (f: Figures) => Article[];
};
/** `monthly`: the lease as the customer's plan shows it (VAT included or not); `maintenance`: a sentence, empty without a budget. */
type Figures = {
  company: string;
  person: string;
  months: number;
  monthly: string;
  residual: string;
  option: string;
  maintenance: string;
  lines: string;
};

const fr: Text = {
  titles: { bike_policy: 'Politique vélo', contract_amendment: 'Avenant au contrat de travail — vélo', contract: 'Contrat' },
  offer: 'Offre n°',
  date: 'Date',
  employer: 'Employeur',
  employee: 'Travailleur',
  lessor: 'Bailleur',
  customer: 'Client',
  bike: 'Objet',
  duration: 'Durée',
  months: 'mois',
  monthly: 'Mensualité HTVA',
  monthlyVat: 'Mensualité affichée',
  purchase: 'Prix d’achat TVAC',
  residual: 'Valeur résiduelle',
  option: 'Option d’achat',
  maintenance: 'Budget d’entretien annuel',
  maintenanceSentence: (a) => `Un budget d’entretien de ${a} par an est compris. `,
  signatures: 'Signatures',
  readApproved: 'Lu et approuvé, le',
  forLessor: 'Pour',
  forCustomer: 'Le client',
  forEmployer: 'L’employeur',
  forEmployee: 'Le travailleur',
  policy: (f) => [
    [
      '1. Objet',
      `${f.company} met des vélos à la disposition de ses travailleurs pour leurs déplacements domicile–travail et privés, selon les règles ci-dessous.`,
    ],
    [
      '2. Durée et coût',
      `Chaque vélo est pris en leasing pour ${f.months} mois. La mensualité est financée selon le plan cafétéria de l’entreprise.`,
    ],
    [
      '3. Entretien et assurance',
      `${f.maintenance}Le vélo est assuré contre le vol et les dommages ; un vol est déclaré à la police dans les 24 heures.`,
    ],
    [
      '4. Départ du travailleur',
      'Si le travailleur quitte l’entreprise, il restitue le vélo ou reprend le contrat à ses frais, au choix de l’employeur.',
    ],
    [
      '5. Fin du leasing',
      `À la fin du contrat, le travailleur peut acheter le vélo pour ${f.residual} (valeur résiduelle), payable en ${PURCHASE_OPTION_INSTALMENTS} mensualités de ${f.option}.`,
    ],
  ],
  amendment: (f) => [
    [
      '1. Objet',
      `Le présent avenant complète le contrat de travail entre ${f.company} et ${f.person} pour la mise à disposition d’un vélo : ${f.lines}.`,
    ],
    [
      '2. Rémunération',
      `Pendant ${f.months} mois, le salaire brut mensuel du travailleur est réduit de ${f.monthly}, dans le cadre du plan cafétéria. Les autres éléments de la rémunération sont inchangés.`,
    ],
    [
      '3. Fin anticipée',
      'Si le contrat de travail prend fin avant le terme, la réduction cesse et le vélo est restitué, sauf si le travailleur reprend le contrat de leasing.',
    ],
    [
      '4. Fin du leasing',
      `Au terme, le travailleur peut acheter le vélo pour ${f.residual}, en ${PURCHASE_OPTION_INSTALMENTS} mensualités de ${f.option}.`,
    ],
  ],
  contract: (f) => [
    ['1. Objet', `Le bailleur met à la disposition du client : ${f.lines}.`],
    [
      '2. Prix et durée',
      `Durée : ${f.months} mois. Mensualité : ${f.monthly}. Les montants sont payables par domiciliation SEPA le premier jour de chaque mois.`,
    ],
    [
      '3. Entretien et assurance',
      `${f.maintenance}L’assurance vol et dommages est comprise. Les réparations se font dans les ateliers du bailleur.`,
    ],
    ['4. Fin du contrat', `À l’échéance, le client restitue le vélo ou exerce l’option d’achat pour ${f.residual}.`],
    ['5. Droit applicable', 'Le présent contrat est régi par le droit belge. Les tribunaux de Liège sont compétents.'],
  ],
};

const en: Text = {
  titles: { bike_policy: 'Bike policy', contract_amendment: 'Employment contract amendment — bike', contract: 'Contract' },
  offer: 'Offer no.',
  date: 'Date',
  employer: 'Employer',
  employee: 'Employee',
  lessor: 'Lessor',
  customer: 'Customer',
  bike: 'Object',
  duration: 'Duration',
  months: 'months',
  monthly: 'Monthly amount excl. VAT',
  monthlyVat: 'Monthly amount shown',
  purchase: 'Purchase price incl. VAT',
  residual: 'Residual value',
  option: 'Purchase option',
  maintenance: 'Yearly maintenance budget',
  maintenanceSentence: (a) => `A maintenance budget of ${a} a year is included. `,
  signatures: 'Signatures',
  readApproved: 'Read and approved, on',
  forLessor: 'For',
  forCustomer: 'The customer',
  forEmployer: 'The employer',
  forEmployee: 'The employee',
  policy: (f) => [
    ['1. Purpose', `${f.company} makes bikes available to its employees for commuting and private use, under the rules below.`],
    [
      '2. Duration and cost',
      `Each bike is leased for ${f.months} months. The monthly amount is financed under the company's cafeteria plan.`,
    ],
    [
      '3. Maintenance and insurance',
      `${f.maintenance}The bike is insured against theft and damage; a theft is reported to the police within 24 hours.`,
    ],
    [
      '4. Leaving the company',
      'An employee who leaves the company returns the bike or takes over the contract at their own cost, as the employer chooses.',
    ],
    [
      '5. End of the lease',
      `At the end of the contract the employee may buy the bike for ${f.residual} (residual value), payable in ${PURCHASE_OPTION_INSTALMENTS} instalments of ${f.option}.`,
    ],
  ],
  amendment: (f) => [
    [
      '1. Purpose',
      `This amendment completes the employment contract between ${f.company} and ${f.person} for the provision of a bike: ${f.lines}.`,
    ],
    [
      '2. Pay',
      `For ${f.months} months the employee's gross monthly salary is reduced by ${f.monthly}, under the cafeteria plan. Everything else in the pay is unchanged.`,
    ],
    [
      '3. Early end',
      'If the employment ends before the term, the reduction stops and the bike is returned, unless the employee takes over the lease.',
    ],
    [
      '4. End of the lease',
      `At the term the employee may buy the bike for ${f.residual}, in ${PURCHASE_OPTION_INSTALMENTS} instalments of ${f.option}.`,
    ],
  ],
  contract: (f) => [
    ['1. Object', `The lessor makes available to the customer: ${f.lines}.`],
    [
      '2. Price and duration',
      `Duration: ${f.months} months. Monthly amount: ${f.monthly}. Amounts are paid by SEPA direct debit on the first day of each month.`,
    ],
    ['3. Maintenance and insurance', `${f.maintenance}Theft and damage insurance is included. Repairs are done in the lessor's workshops.`],
    ['4. End of the contract', `At the term the customer returns the bike or exercises the purchase option for ${f.residual}.`],
    ['5. Governing law', 'This contract is governed by Belgian law. The courts of Liège have jurisdiction.'],
  ],
};

const nl: Text = {
  titles: { bike_policy: 'Fietsbeleid', contract_amendment: 'Bijlage bij de arbeidsovereenkomst — fiets', contract: 'Contract' },
  offer: 'Offerte nr.',
  date: 'Datum',
  employer: 'Werkgever',
  employee: 'Werknemer',
  lessor: 'Verhuurder',
  customer: 'Klant',
  bike: 'Voorwerp',
  duration: 'Looptijd',
  months: 'maanden',
  monthly: 'Maandbedrag excl. btw',
  monthlyVat: 'Getoond maandbedrag',
  purchase: 'Aankoopprijs incl. btw',
  residual: 'Restwaarde',
  option: 'Aankoopoptie',
  maintenance: 'Jaarlijks onderhoudsbudget',
  maintenanceSentence: (a) => `Een onderhoudsbudget van ${a} per jaar is inbegrepen. `,
  signatures: 'Handtekeningen',
  readApproved: 'Gelezen en goedgekeurd, op',
  forLessor: 'Voor',
  forCustomer: 'De klant',
  forEmployer: 'De werkgever',
  forEmployee: 'De werknemer',
  policy: (f) => [
    [
      '1. Doel',
      `${f.company} stelt fietsen ter beschikking van zijn werknemers voor woon-werkverkeer en privégebruik, volgens de regels hieronder.`,
    ],
    [
      '2. Looptijd en kosten',
      `Elke fiets wordt geleased voor ${f.months} maanden. Het maandbedrag wordt gefinancierd via het cafetariaplan van het bedrijf.`,
    ],
    [
      '3. Onderhoud en verzekering',
      `${f.maintenance}De fiets is verzekerd tegen diefstal en schade; een diefstal wordt binnen 24 uur bij de politie aangegeven.`,
    ],
    [
      '4. Vertrek van de werknemer',
      'Een werknemer die het bedrijf verlaat, geeft de fiets terug of neemt het contract op eigen kosten over, naar keuze van de werkgever.',
    ],
    [
      '5. Einde van de lease',
      `Op het einde van het contract kan de werknemer de fiets kopen voor ${f.residual} (restwaarde), te betalen in ${PURCHASE_OPTION_INSTALMENTS} termijnen van ${f.option}.`,
    ],
  ],
  amendment: (f) => [
    [
      '1. Doel',
      `Deze bijlage vult de arbeidsovereenkomst tussen ${f.company} en ${f.person} aan voor de terbeschikkingstelling van een fiets: ${f.lines}.`,
    ],
    [
      '2. Loon',
      `Gedurende ${f.months} maanden wordt het bruto maandloon van de werknemer verminderd met ${f.monthly}, in het kader van het cafetariaplan. De rest van het loon blijft ongewijzigd.`,
    ],
    [
      '3. Vroegtijdig einde',
      'Eindigt de arbeidsovereenkomst vóór de termijn, dan stopt de vermindering en wordt de fiets teruggegeven, tenzij de werknemer de lease overneemt.',
    ],
    [
      '4. Einde van de lease',
      `Op de vervaldag kan de werknemer de fiets kopen voor ${f.residual}, in ${PURCHASE_OPTION_INSTALMENTS} termijnen van ${f.option}.`,
    ],
  ],
  contract: (f) => [
    ['1. Voorwerp', `De verhuurder stelt ter beschikking van de klant: ${f.lines}.`],
    [
      '2. Prijs en looptijd',
      `Looptijd: ${f.months} maanden. Maandbedrag: ${f.monthly}. De bedragen worden betaald via SEPA-domiciliëring op de eerste dag van elke maand.`,
    ],
    [
      '3. Onderhoud en verzekering',
      `${f.maintenance}De verzekering tegen diefstal en schade is inbegrepen. Herstellingen gebeuren in de werkplaatsen van de verhuurder.`,
    ],
    ['4. Einde van het contract', `Op de vervaldag geeft de klant de fiets terug of oefent de aankoopoptie uit voor ${f.residual}.`],
    ['5. Toepasselijk recht', 'Dit contract valt onder het Belgisch recht. De rechtbanken van Luik zijn bevoegd.'],
  ],
};

const TEXTS: Record<Locale, Text> = { fr, en, nl };
const printable = (s: string) => s.replace(/[^\x20-\x7E\xA0-\xFF€…‘’“”–—]/g, '?');

export async function renderContractDocumentPdf(offer: Offer, kind: ContractDocumentKind, locale: Locale, at: Date): Promise<Buffer> {
  const t = TEXTS[locale];
  const title = t.titles[kind];
  const doc = await newPdfDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${title} — ${t.offer} ${offer.id}`, Author: LETTERHEAD.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const leasing = offer.leasing;
  const figures: Figures = {
    company: printable(offer.company?.name ?? '—'),
    person: printable(offer.user?.name ?? '—'),
    months: leasing?.months ?? offer.durationMonths ?? 0,
    monthly: formatPrice(offer.display.monthlyCents ?? leasing?.monthlyCents ?? 0),
    residual: formatPrice(leasing?.residualValueCents ?? 0),
    option: formatPrice(leasing?.purchaseOptionInstalmentCents[0] ?? 0),
    maintenance: leasing?.yearlyMaintenanceBudgetCents ? t.maintenanceSentence(formatPrice(leasing.yearlyMaintenanceBudgetCents)) : '',
    lines: offer.lines.map((l) => `${l.quantity} × ${printable(l.label)}`).join(', ') || '—',
  };

  doc.font('Helvetica-Bold').fontSize(20).text(LETTERHEAD.name);
  doc.font('Helvetica').fontSize(9).fillColor('#555555').text(LETTERHEAD.lines.join('  ·  ')).fillColor('#000000');
  doc
    .moveTo(left, doc.y + 4)
    .lineTo(left + width, doc.y + 4)
    .stroke()
    .moveDown(1.2);
  doc.font('Helvetica-Bold').fontSize(16).text(title);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`${t.offer} ${offer.id} · ${t.date}: ${formatDate(at)}`)
    .moveDown(0.6);

  const parties: [string, string][] =
    kind === 'contract_amendment'
      ? [
          [t.employer, figures.company],
          [t.employee, figures.person],
        ]
      : kind === 'bike_policy'
        ? [[t.employer, figures.company]]
        : [
            [t.lessor, LETTERHEAD.name],
            [t.customer, offer.company ? `${figures.company}${offer.user ? ` (${figures.person})` : ''}` : figures.person],
          ];
  const facts: [string, string][] = [...parties, [t.bike, figures.lines]];
  if (leasing) {
    facts.push(
      [t.duration, `${figures.months} ${t.months}`],
      [t.monthly, formatPrice(leasing.monthlyCents)],
      [t.residual, figures.residual],
      [t.option, `${PURCHASE_OPTION_INSTALMENTS} × ${figures.option}`],
    );
    if (leasing.yearlyMaintenanceBudgetCents) facts.push([t.maintenance, formatPrice(leasing.yearlyMaintenanceBudgetCents)]);
    if (offer.display.monthlyCents !== null && offer.display.monthlyCents !== leasing.monthlyCents)
      facts.push([t.monthlyVat, formatPrice(offer.display.monthlyCents)]);
  } else {
    facts.push([t.purchase, formatPrice(offer.purchase.amountInclVatCents)]);
  }
  doc.fontSize(10);
  for (const [label, value] of facts) doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  doc.moveDown();

  const articles = kind === 'bike_policy' ? t.policy(figures) : kind === 'contract_amendment' ? t.amendment(figures) : t.contract(figures);
  // A purchase has no lease: its contract keeps the object and the law, not the monthly articles.
  const shown = leasing || kind !== 'contract' ? articles : [articles[0]!, articles[articles.length - 1]!];
  for (const [heading, body] of shown) {
    doc.font('Helvetica-Bold').fontSize(11).text(heading).moveDown(0.2);
    doc.font('Helvetica').fontSize(10).text(body).moveDown(0.6);
  }

  doc.moveDown().font('Helvetica-Bold').fontSize(11).text(t.signatures).moveDown(0.4);
  const [a, b] =
    kind === 'contract'
      ? [`${t.forLessor} ${LETTERHEAD.name}`, t.forCustomer]
      : [t.forEmployer, kind === 'bike_policy' ? '' : t.forEmployee];
  const y = doc.y;
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`${a}\n${t.readApproved} ____________\n\n\n____________________`, left, y, { width: width / 2 - 10 });
  if (b) doc.text(`${b}\n${t.readApproved} ____________\n\n\n____________________`, left + width / 2 + 10, y, { width: width / 2 - 10 });
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
