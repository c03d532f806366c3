import { newPdfDocument } from '../../platform/pdf-document';
import { formatDate, formatDateTime, formatPrice, type Locale, type Offer } from '@veloport/domain';

/**
 * The offer as a PDF in the customer's language, on the business letterhead; signed, it gets a last page
 * with the signer, the time, the address and the SHA-256 of the offer document they signed.
 */
export const LETTERHEAD = {
  name: 'Veloport',
  lines: ['Liège', 'Bruxelles'],
};

type Words = {
  title: string;
  date: string;
  customer: string;
  company: string;
  contract: string;
  months: string;
  description: string;
  line: string;
  qty: string;
  unit: string;
  vat: string;
  discount: string;
  total: string;
  exclVat: string;
  vatAt: string;
  inclVat: string;
  catalogueValue: string;
  purchase: string;
  saleDiscount: string;
  promo: string;
  afterPromo: string;
  monthly: string;
  annual: string;
  prepaid: string;
  residual: string;
  instalments: string;
  financing: string;
  shownVat: string;
  shownNoVat: string;
  signatureTitle: string;
  signer: string;
  signedAt: string;
  address: string;
  sha: string;
  consent: string;
  contracts: Record<string, string>;
  kinds: Record<string, string>;
};

const WORDS: Record<Locale, Words> = {
  fr: {
    title: 'Offre',
    date: 'Date',
    customer: 'Client',
    company: 'Société',
    contract: 'Contrat',
    months: 'mois',
    description: 'Description',
    line: 'Article',
    qty: 'Qté',
    unit: 'Prix unitaire HTVA',
    vat: 'TVA',
    discount: 'Remise',
    total: 'Total HTVA',
    exclVat: 'Total HTVA',
    vatAt: 'TVA',
    inclVat: 'Total TVAC',
    catalogueValue: 'Valeur catalogue',
    purchase: 'Montant d’achat',
    saleDiscount: 'Remise plan cafétéria',
    promo: 'Code promo',
    afterPromo: 'Total TVAC après code promo',
    monthly: 'Mensualité de leasing HTVA',
    annual: 'Montant annuel HTVA',
    prepaid: 'Montant prépayé HTVA',
    residual: 'Valeur résiduelle',
    instalments: 'Option d’achat en 24 mensualités de',
    financing: 'Financement',
    shownVat: 'Montants affichés TVA comprise',
    shownNoVat: 'Montants affichés hors TVA',
    signatureTitle: 'Signature électronique',
    signer: 'Signataire',
    signedAt: 'Signé le',
    address: 'Adresse IP',
    sha: 'Empreinte SHA-256 du document signé',
    consent: 'Le signataire a accepté cette offre et consenti à la signer électroniquement.',
    contracts: {
      purchase: 'Achat',
      leasing: 'Leasing',
      leasing_with_maintenance_budget: 'Leasing mensuel avec budget entretien',
      annual: 'Leasing annuel',
      prepaid: 'Leasing prépayé',
    },
    kinds: {
      bike: 'Vélo',
      accessory: 'Accessoire',
      box: 'Box / borne',
      other_accessory: 'Autre accessoire',
      labour: 'Main-d’œuvre',
      service: 'Service',
    },
  },
  en: {
    title: 'Offer',
    date: 'Date',
    customer: 'Customer',
    company: 'Company',
    contract: 'Contract',
    months: 'months',
    description: 'Description',
    line: 'Item',
    qty: 'Qty',
    unit: 'Unit price excl. VAT',
    vat: 'VAT',
    discount: 'Discount',
    total: 'Total excl. VAT',
    exclVat: 'Total excl. VAT',
    vatAt: 'VAT',
    inclVat: 'Total incl. VAT',
    catalogueValue: 'Catalogue value',
    purchase: 'Purchase amount',
    saleDiscount: 'Cafeteria plan discount',
    promo: 'Promo code',
    afterPromo: 'Total incl. VAT after promo code',
    monthly: 'Monthly lease excl. VAT',
    annual: 'Annual amount excl. VAT',
    prepaid: 'Prepaid amount excl. VAT',
    residual: 'Residual value',
    instalments: 'Purchase option in 24 instalments of',
    financing: 'Financing',
    shownVat: 'Amounts shown VAT included',
    shownNoVat: 'Amounts shown VAT excluded',
    signatureTitle: 'Electronic signature',
    signer: 'Signer',
    signedAt: 'Signed on',
    address: 'IP address',
    sha: 'SHA-256 of the signed document',
    consent: 'The signer accepted this offer and consented to sign it electronically.',
    contracts: {
      purchase: 'Purchase',
      leasing: 'Leasing',
      leasing_with_maintenance_budget: 'Monthly leasing with maintenance budget',
      annual: 'Annual leasing',
      prepaid: 'Prepaid leasing',
    },
    kinds: {
      bike: 'Bike',
      accessory: 'Accessory',
      box: 'Box / terminal',
      other_accessory: 'Other accessory',
      labour: 'Labour',
      service: 'Service',
    },
  },
  nl: {
    title: 'Offerte',
    date: 'Datum',
    customer: 'Klant',
    company: 'Bedrijf',
    contract: 'Contract',
    months: 'maanden',
    description: 'Omschrijving',
    line: 'Artikel',
    qty: 'Aantal',
    unit: 'Eenheidsprijs excl. btw',
    vat: 'Btw',
    discount: 'Korting',
    total: 'Totaal excl. btw',
    exclVat: 'Totaal excl. btw',
    vatAt: 'Btw',
    inclVat: 'Totaal incl. btw',
    catalogueValue: 'Cataloguswaarde',
    purchase: 'Aankoopbedrag',
    saleDiscount: 'Korting cafetariaplan',
    promo: 'Promocode',
    afterPromo: 'Totaal incl. btw na promocode',
    monthly: 'Maandelijkse leasing excl. btw',
    annual: 'Jaarbedrag excl. btw',
    prepaid: 'Vooruitbetaald bedrag excl. btw',
    residual: 'Restwaarde',
    instalments: 'Aankoopoptie in 24 termijnen van',
    financing: 'Financiering',
    shownVat: 'Bedragen getoond incl. btw',
    shownNoVat: 'Bedragen getoond excl. btw',
    signatureTitle: 'Elektronische handtekening',
    signer: 'Ondertekenaar',
    signedAt: 'Ondertekend op',
    address: 'IP-adres',
    sha: 'SHA-256 van het ondertekende document',
    consent: 'De ondertekenaar heeft deze offerte aanvaard en ingestemd met elektronische ondertekening.',
    contracts: {
      purchase: 'Aankoop',
      leasing: 'Leasing',
      leasing_with_maintenance_budget: 'Maandelijkse leasing met onderhoudsbudget',
      annual: 'Jaarlijkse leasing',
      prepaid: 'Vooruitbetaalde leasing',
    },
    kinds: {
      bike: 'Fiets',
      accessory: 'Accessoire',
      box: 'Box / terminal',
      other_accessory: 'Ander accessoire',
      labour: 'Arbeid',
      service: 'Dienst',
    },
  },
};

export type OfferSignatureFacts = { name: string; at: Date; ip: string | null; documentSha256: string };

/** Text the standard PDF fonts can draw (WinAnsi): anything else becomes "?" rather than a broken glyph. */
const printable = (s: string) => s.replace(/[^\x20-\x7E\xA0-\xFF€…‘’“”–—]/g, '?');

export async function renderOfferPdf(
  offer: Offer,
  locale: Locale,
  options: { at: Date; signature?: OfferSignatureFacts },
): Promise<Buffer> {
  const t = WORDS[locale];
  const doc = await newPdfDocument({ size: 'A4', margin: 48, info: { Title: `${t.title} ${offer.id}`, Author: LETTERHEAD.name } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const money = (cents: number) => formatPrice(cents);

  // Letterhead.
  doc.font('Helvetica-Bold').fontSize(20).text(LETTERHEAD.name);
  doc.font('Helvetica').fontSize(9).fillColor('#555555').text(LETTERHEAD.lines.join('  ·  ')).fillColor('#000000');
  doc
    .moveTo(left, doc.y + 4)
    .lineTo(left + width, doc.y + 4)
    .stroke()
    .moveDown(1.2);

  doc.font('Helvetica-Bold').fontSize(16).text(`${t.title} n° ${offer.id}`);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`${t.date}: ${formatDate(options.at)}`)
    .moveDown(0.5);
  const facts: [string, string][] = [
    [t.company, offer.company?.name ?? '—'],
    [t.customer, offer.user?.name ?? '—'],
    [
      t.contract,
      (t.contracts[offer.contractType] ?? offer.contractType) + (offer.durationMonths ? ` · ${offer.durationMonths} ${t.months}` : ''),
    ],
  ];
  if (offer.description) facts.push([t.description, offer.description]);
  for (const [label, value] of facts)
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(printable(value));
  doc.moveDown();

  const cols = [0, 220, 260, 355, 395, 440];
  const header = () => {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(9);
    [t.line, t.qty, t.unit, t.vat, t.discount, t.total].forEach((label, i) =>
      doc.text(label, left + cols[i]!, y, { width: (cols[i + 1] ?? width) - cols[i]! - 4 }),
    );
    doc
      .moveTo(left, doc.y + 2)
      .lineTo(left + width, doc.y + 2)
      .stroke()
      .moveDown(0.5);
  };
  header();
  doc.font('Helvetica').fontSize(9);
  for (const line of offer.lines) {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 60) {
      doc.addPage();
      header();
      doc.font('Helvetica').fontSize(9);
    }
    const y = doc.y;
    const cells = [
      `${t.kinds[line.kind] ?? line.kind}: ${printable(line.label)}${line.installation ? ' (+ installation)' : ''}`,
      String(line.quantity),
      money(line.unitPriceCents),
      `${line.vatRate} %`,
      line.discountPercent ? `${line.discountPercent} %` : '—',
      money(line.amounts.exclVatCents),
    ];
    let bottom = y;
    cells.forEach((cell, i) => {
      doc.text(cell, left + cols[i]!, y, { width: (cols[i + 1] ?? width) - cols[i]! - 4 });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom;
    doc.moveDown(0.3);
  }
  doc.moveDown();

  const totals: [string, string][] = [[t.exclVat, money(offer.totals.exclVatCents)]];
  for (const g of offer.totals.vatByRate) totals.push([`${t.vatAt} ${g.rate} % (${money(g.baseCents)})`, money(g.vatCents)]);
  totals.push([t.inclVat, money(offer.totals.inclVatCents)]);
  if (offer.catalogueValueCents) totals.push([t.catalogueValue, money(offer.catalogueValueCents)]);
  if (offer.purchase.saleDiscountCents) totals.push([t.saleDiscount, `- ${money(offer.purchase.saleDiscountCents)}`]);
  if (offer.contractType === 'purchase') totals.push([t.purchase, money(offer.display.purchaseCents)]);
  // A promo code (decision 059): VAT included, off the lines' total, as the till's receipt shows it.
  if (offer.promo && !offer.promo.refusal && offer.promo.discountCents > 0) {
    totals.push([`${t.promo} ${offer.promo.code}`, `- ${money(offer.promo.discountCents)}`]);
    totals.push([t.afterPromo, money(offer.promo.totalAfterCents)]);
  }
  if (offer.leasing) {
    totals.push([t.monthly, money(offer.leasing.monthlyCents)]);
    if (offer.contractType === 'annual') totals.push([t.annual, money(offer.leasing.annualCents)]);
    if (offer.contractType === 'prepaid') totals.push([t.prepaid, money(offer.leasing.prepaidCents)]);
    totals.push([t.residual, money(offer.leasing.residualValueCents)]);
    totals.push([t.instalments, money(offer.leasing.purchaseOptionInstalmentCents[0] ?? 0)]);
  }
  if (offer.financing)
    totals.push([
      `${t.financing} ${offer.financing.annualRatePercent} % · ${offer.financing.months} ${t.months}`,
      money(offer.financing.monthlyCents),
    ]);
  for (const [label, value] of totals) {
    const y = doc.y;
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(label, left + 200, y, { width: 220 });
    doc.font('Helvetica-Bold').text(value, left + 420, y, { width: width - 420, align: 'right' });
  }
  doc
    .moveDown()
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#555555')
    .text(offer.display.vatIncluded ? t.shownVat : t.shownNoVat)
    .fillColor('#000000');

  if (options.signature) {
    const s = options.signature;
    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(20).text(LETTERHEAD.name);
    doc.moveDown().fontSize(16).text(`${t.signatureTitle} — ${t.title} n° ${offer.id}`).moveDown();
    const rows: [string, string][] = [
      [t.signer, printable(s.name)],
      [t.signedAt, `${formatDateTime(s.at)} (Europe/Brussels) · ${s.at.toISOString()}`],
      [t.address, s.ip ?? '—'],
      [t.sha, s.documentSha256],
    ];
    doc.fontSize(11);
    for (const [label, value] of rows)
      doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value).moveDown(0.3);
    doc.moveDown().font('Helvetica').fontSize(10).text(t.consent);
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
