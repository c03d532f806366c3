import { addDays, brusselsDayOf, formatDate, formatDateTime, formatPrice, type Locale, type Offer } from '@veloport/domain';
import type { BusinessIdentity } from '../../config';
import { newPdfDocument } from '../../platform/pdf-document';
import { drawLetterhead, letterheadWords, numberPages, printable } from '../../platform/pdf-letterhead';
import { labelled, wordsOf } from '../../platform/words';

/** How long an offer's figures hold: the validity date printed on it (prices and stock move). */
export const OFFER_VALID_DAYS = 30;

/**
 * The offer as a PDF in the customer's language, on the business letterhead; signed, it gets a last page
 * with the signer, the time, the address and the SHA-256 of the offer document they signed.
 */
export type OfferSignatureFacts = { name: string; at: Date; ip: string | null; documentSha256: string };

export async function renderOfferPdf(
  offer: Offer,
  locale: Locale,
  options: { at: Date; business: BusinessIdentity; signature?: OfferSignatureFacts },
): Promise<Buffer> {
  const t = wordsOf(locale, 'documents', 'offer');
  const { business } = options;
  const doc = await newPdfDocument({
    size: 'A4',
    margin: 48,
    bufferPages: true,
    info: { Title: `${t('title')} ${offer.id}`, Author: business.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const money = (cents: number) => formatPrice(cents);

  // The letterhead every document of the business carries (issue 25 point 3): mark, address, numbers, account.
  drawLetterhead(doc, business, letterheadWords(locale));

  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(t('numbered', { id: offer.id }));
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`${labelled(locale, t('date'))} ${formatDate(options.at)}`)
    .text(t('validUntil', { date: formatDate(addDays(brusselsDayOf(options.at), OFFER_VALID_DAYS)) }))
    .moveDown(0.5);
  const facts: [string, string][] = [
    [t('company'), offer.company?.name ?? '—'],
    [t('customer'), offer.user?.name ?? '—'],
    [t('contract'), t.code('contracts', offer.contractType) + (offer.durationMonths ? ` · ${offer.durationMonths} ${t('months')}` : '')],
  ];
  if (offer.description) facts.push([t('description'), offer.description]);
  for (const [label, value] of facts)
    doc
      .font('Helvetica-Bold')
      .text(`${labelled(locale, label)} `, { continued: true })
      .font('Helvetica')
      .text(printable(value));
  doc.moveDown();

  const cols = [0, 220, 260, 355, 395, 440];
  const header = () => {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(9);
    [t('line'), t('qty'), t('unit'), t('vat'), t('discount'), t('total')].forEach((label, i) =>
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
      `${labelled(locale, t.code('kinds', line.kind))} ${printable(line.label)}${line.installation ? ` ${t('installation')}` : ''}`,
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

  const totals: [string, string][] = [[t('exclVat'), money(offer.totals.exclVatCents)]];
  for (const g of offer.totals.vatByRate) totals.push([`${t('vatAt')} ${g.rate} % (${money(g.baseCents)})`, money(g.vatCents)]);
  totals.push([t('inclVat'), money(offer.totals.inclVatCents)]);
  if (offer.catalogueValueCents) totals.push([t('catalogueValue'), money(offer.catalogueValueCents)]);
  if (offer.purchase.saleDiscountCents) totals.push([t('saleDiscount'), `- ${money(offer.purchase.saleDiscountCents)}`]);
  if (offer.contractType === 'purchase') totals.push([t('purchase'), money(offer.display.purchaseCents)]);
  // A promo code (decision 059): VAT included, off the lines' total, as the till's receipt shows it.
  if (offer.promo && !offer.promo.refusal && offer.promo.discountCents > 0) {
    totals.push([`${t('promo')} ${offer.promo.code}`, `- ${money(offer.promo.discountCents)}`]);
    totals.push([t('afterPromo'), money(offer.promo.totalAfterCents)]);
  }
  if (offer.leasing) {
    // The one monthly figure the customer sees on screen, labelled as the screen does (VAT included or not).
    const monthlyCents = offer.display.monthlyCents ?? offer.leasing.monthlyCents;
    totals.push([t(offer.display.vatIncluded ? 'monthlyVatIncluded' : 'monthly', { months: offer.leasing.months }), money(monthlyCents)]);
    if (offer.contractType === 'annual') totals.push([t('annual'), money(offer.leasing.annualCents)]);
    if (offer.contractType === 'prepaid') totals.push([t('prepaid'), money(offer.leasing.prepaidCents)]);
    totals.push([t('residual'), money(offer.leasing.residualValueCents)]);
    totals.push([t('instalments'), money(offer.leasing.purchaseOptionInstalmentCents[0] ?? 0)]);
  }
  if (offer.financing)
    totals.push([
      `${t('financing')} ${offer.financing.annualRatePercent} % · ${offer.financing.months} ${t('months')}`,
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
    .text(offer.display.vatIncluded ? t('shownVat') : t('shownNoVat'))
    .moveDown(0.5)
    .text(t('terms', { days: OFFER_VALID_DAYS }), { width });
  // Spec §9 (decision 094): the bike is not delivered yet, so the warranty is said from the delivery.
  if (offer.lines.some((l) => l.kind === 'bike'))
    doc.moveDown(0.5).text(wordsOf(locale, 'dashboards', 'warranty')('fromDelivery'), { width });
  doc.fillColor('#000000');

  // What a customer signs on paper: "read and approved", the date and a signature, for them and for the business.
  if (!options.signature) {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 120) doc.addPage();
    const top = doc.y + 18;
    const half = (width - 24) / 2;
    const blocks: [string, number][] = [
      [t('forCustomer'), left],
      [t('forBusiness', { name: business.name }), left + half + 24],
    ];
    for (const [label, x] of blocks) {
      doc.font('Helvetica-Bold').fontSize(9).text(printable(label), x, top, { width: half });
      doc.font('Helvetica').fontSize(8).fillColor('#555555').text(t('readAndApproved'), { width: half }).fillColor('#000000');
      doc.rect(x, top + 30, half, 60).stroke();
    }
    doc.x = left;
    doc.y = top + 100;
  }

  if (options.signature) {
    const s = options.signature;
    doc.addPage();
    drawLetterhead(doc, business, letterheadWords(locale));
    doc
      .moveDown()
      .fontSize(16)
      .text(`${t('signatureTitle')} — ${t('numbered', { id: offer.id })}`)
      .moveDown();
    const rows: [string, string][] = [
      [t('signer'), printable(s.name)],
      [t('signedAt'), `${formatDateTime(s.at)} (Europe/Brussels) · ${s.at.toISOString()}`],
      [t('address'), s.ip ?? '—'],
      [t('sha'), s.documentSha256],
    ];
    doc.fontSize(11);
    for (const [label, value] of rows)
      doc
        .font('Helvetica-Bold')
        .text(`${labelled(locale, label)} `, { continued: true })
        .font('Helvetica')
        .text(value)
        .moveDown(0.3);
    doc.moveDown().font('Helvetica').fontSize(10).text(t('consent'));
  }
  numberPages(doc, (page, total) => t('page', { page, total }));
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
