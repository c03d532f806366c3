import { newPdfDocument } from '../../platform/pdf-document';
import { formatDate, formatDateTime, formatPrice, type Locale, type Offer } from '@veloport/domain';
import { wordsOf } from '../../platform/words';

/**
 * The offer as a PDF in the customer's language, on the business letterhead; signed, it gets a last page
 * with the signer, the time, the address and the SHA-256 of the offer document they signed.
 */
export const LETTERHEAD = {
  name: 'Veloport',
  lines: ['Liège', 'Bruxelles'],
};

export type OfferSignatureFacts = { name: string; at: Date; ip: string | null; documentSha256: string };

/** Text the standard PDF fonts can draw (WinAnsi): anything else becomes "?" rather than a broken glyph. */
const printable = (s: string) => s.replace(/[^\x20-\x7E\xA0-\xFF€…‘’“”–—]/g, '?');

export async function renderOfferPdf(
  offer: Offer,
  locale: Locale,
  options: { at: Date; signature?: OfferSignatureFacts },
): Promise<Buffer> {
  const t = wordsOf(locale, 'documents', 'offer');
  const doc = await newPdfDocument({ size: 'A4', margin: 48, info: { Title: `${t('title')} ${offer.id}`, Author: LETTERHEAD.name } });
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

  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(t('numbered', { id: offer.id }));
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`${t('date')}: ${formatDate(options.at)}`)
    .moveDown(0.5);
  const facts: [string, string][] = [
    [t('company'), offer.company?.name ?? '—'],
    [t('customer'), offer.user?.name ?? '—'],
    [t('contract'), t.code('contracts', offer.contractType) + (offer.durationMonths ? ` · ${offer.durationMonths} ${t('months')}` : '')],
  ];
  if (offer.description) facts.push([t('description'), offer.description]);
  for (const [label, value] of facts)
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(printable(value));
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
      `${t.code('kinds', line.kind)}: ${printable(line.label)}${line.installation ? ` ${t('installation')}` : ''}`,
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
    totals.push([t('monthly'), money(offer.leasing.monthlyCents)]);
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
    .fillColor('#000000');

  if (options.signature) {
    const s = options.signature;
    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(20).text(LETTERHEAD.name);
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
      doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value).moveDown(0.3);
    doc.moveDown().font('Helvetica').fontSize(10).text(t('consent'));
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
