import { newPdfDocument } from '../../platform/pdf-document';
import { formatDate, formatPrice, PURCHASE_OPTION_INSTALMENTS, type Locale, type Offer, type OfferDocumentKind } from '@veloport/domain';
import { labelled, wordsOf } from '../../platform/words';
import type { BusinessIdentity } from '../../config';
import { drawLetterhead, letterheadWords, printable } from '../../platform/pdf-letterhead';

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
  instalments: number;
};

/** How many numbered articles each document has in the `documents` catalogue (`contracts.articles.<kind>.<n>`). */
const ARTICLES: Record<ContractDocumentKind, number> = { bike_policy: 5, contract_amendment: 4, contract: 5 };

export async function renderContractDocumentPdf(
  offer: Offer,
  kind: ContractDocumentKind,
  locale: Locale,
  at: Date,
  business: BusinessIdentity,
): Promise<Buffer> {
  const t = wordsOf(locale, 'documents', 'contracts');
  const title = t(`titles.${kind}`);
  const doc = await newPdfDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${title} — ${t('offer')} ${offer.id}`, Author: business.name },
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
    maintenance: leasing?.yearlyMaintenanceBudgetCents
      ? t('maintenanceSentence', { amount: formatPrice(leasing.yearlyMaintenanceBudgetCents) })
      : '',
    lines: offer.lines.map((l) => `${l.quantity} × ${printable(l.label)}`).join(', ') || '—',
    instalments: PURCHASE_OPTION_INSTALMENTS,
  };

  drawLetterhead(doc, business, letterheadWords(locale));
  doc.font('Helvetica-Bold').fontSize(16).text(title);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`${t('offer')} ${offer.id} · ${labelled(locale, t('date'))} ${formatDate(at)}`)
    .moveDown(0.6);

  const parties: [string, string][] =
    kind === 'contract_amendment'
      ? [
          [t('employer'), figures.company],
          [t('employee'), figures.person],
        ]
      : kind === 'bike_policy'
        ? [[t('employer'), figures.company]]
        : [
            [t('lessor'), business.name],
            [t('customer'), offer.company ? `${figures.company}${offer.user ? ` (${figures.person})` : ''}` : figures.person],
          ];
  const facts: [string, string][] = [...parties, [t('bike'), figures.lines]];
  if (leasing) {
    facts.push(
      [t('duration'), `${figures.months} ${t('months')}`],
      [t('monthly'), formatPrice(leasing.monthlyCents)],
      [t('residual'), figures.residual],
      [t('option'), `${PURCHASE_OPTION_INSTALMENTS} × ${figures.option}`],
    );
    if (leasing.yearlyMaintenanceBudgetCents) facts.push([t('maintenance'), formatPrice(leasing.yearlyMaintenanceBudgetCents)]);
    if (offer.display.monthlyCents !== null && offer.display.monthlyCents !== leasing.monthlyCents)
      facts.push([t('monthlyVat'), formatPrice(offer.display.monthlyCents)]);
  } else {
    facts.push([t('purchase'), formatPrice(offer.purchase.amountInclVatCents)]);
  }
  doc.fontSize(10);
  for (const [label, value] of facts)
    doc
      .font('Helvetica-Bold')
      .text(`${labelled(locale, label)} `, { continued: true })
      .font('Helvetica')
      .text(value);
  doc.moveDown();

  const articles = Array.from({ length: ARTICLES[kind] }, (_, i) => {
    const key = `articles.${kind}.${i + 1}`;
    return [t(`${key}.title`), t(`${key}.body`, figures)] as const;
  });
  // A purchase has no lease: its contract keeps the object and the law, not the monthly articles.
  const shown = leasing || kind !== 'contract' ? articles : [articles[0]!, articles[articles.length - 1]!];
  for (const [heading, body] of shown) {
    doc.font('Helvetica-Bold').fontSize(11).text(heading).moveDown(0.2);
    doc.font('Helvetica').fontSize(10).text(body).moveDown(0.6);
  }

  doc.moveDown().font('Helvetica-Bold').fontSize(11).text(t('signatures')).moveDown(0.4);
  const [a, b] =
    kind === 'contract'
      ? [`${t('forLessor')} ${business.name}`, t('forCustomer')]
      : [t('forEmployer'), kind === 'bike_policy' ? '' : t('forEmployee')];
  const y = doc.y;
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`${a}\n${t('readApproved')} ____________\n\n\n____________________`, left, y, { width: width / 2 - 10 });
  if (b) doc.text(`${b}\n${t('readApproved')} ____________\n\n\n____________________`, left + width / 2 + 10, y, { width: width / 2 - 10 });
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
