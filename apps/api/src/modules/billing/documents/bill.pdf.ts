import { newPdfDocument } from '../../../platform/pdf-document';
import { billLanguage, epcQrPayload, formatDate, formatIban, formatPrice, type Bill, type Locale } from '@veloport/domain';
import type { BusinessIdentity } from '../../../config';
import { drawLetterhead, printable } from '../../../platform/pdf-letterhead';
import { labelled, wordsOf } from '../../../platform/words';

/** The document's title in a language: "Facture 2026-00042", "Creditnota 2026-00043", "Invoice (draft)". */
export function billTitle(bill: Pick<Bill, 'kind' | 'number'>, locale: Locale): string {
  const t = wordsOf(locale, 'documents', 'bill');
  const kind = bill.kind === 'credit_note' ? t('creditNote') : t('invoice');
  return bill.number ? `${kind} ${bill.number}` : `${kind} (${t('draft').toLowerCase()})`;
}

/** What the bill's QR code holds: an EPC transfer of the amount to our account with the structured communication; null when nothing is to pay. */
export function billEpcPayload(
  bill: Pick<Bill, 'kind' | 'status' | 'totals' | 'structuredCommunication'>,
  business: BusinessIdentity,
): string | null {
  const amountCents = bill.totals.inclVatCents;
  if (bill.kind !== 'invoice' || bill.status === 'draft' || amountCents <= 0) return null;
  return epcQrPayload({
    name: business.name,
    iban: business.iban,
    bic: business.bic,
    amountCents,
    remittance: bill.structuredCommunication,
  });
}

const quantity = (q: number) => String(Math.abs(q) === Math.round(Math.abs(q)) ? q : q.toFixed(3).replace(/0+$/, '')).replace('.', ',');

/**
 * A bill or credit note as a PDF in the customer's language (decision 043): letterhead, customer, number and dates,
 * lines, VAT per rate, total, structured communication, the reverse-charge mention, and the EPC QR code a banking
 * app scans to pay. A draft carries a large "draft" watermark and no QR code: it is not yet something to pay.
 */
export async function renderBillPdf(bill: Bill, business: BusinessIdentity): Promise<Buffer> {
  const locale = billLanguage(bill.customer.language);
  const t = wordsOf(locale, 'documents', 'bill');
  const title = billTitle(bill, locale);
  const doc = await newPdfDocument({ size: 'A4', margin: 48, info: { Title: title, Author: business.name } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const isDraft = bill.status === 'draft';

  const watermark = () => {
    if (!isDraft) return;
    const [x, y] = [doc.page.width / 2, doc.page.height / 2];
    doc
      .save()
      .rotate(-35, { origin: [x, y] })
      .fillOpacity(0.12)
      .font('Helvetica-Bold')
      .fontSize(96)
      .fillColor('#cc0000');
    doc.text(t('draft'), -doc.page.width / 2, y - 48, { width: doc.page.width * 2, align: 'center', lineBreak: false });
    doc.restore().fillColor('#000000').fillOpacity(1);
    doc.x = left;
    doc.y = doc.page.margins.top;
  };
  watermark();

  // Letterhead: who bills, and where to pay.
  drawLetterhead(doc, business, { vatNumber: t('vatNumber'), companyNumber: t('companyNumber') });

  // Customer block on the right, the document's facts on the left.
  const top = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(t('customer'), left + 280, top, { width: width - 280 });
  doc.font('Helvetica').text(printable(bill.customer.name), { width: width - 280 });
  if (bill.customer.address) doc.text(printable(bill.customer.address), { width: width - 280 });
  if (bill.customer.vatNumber) doc.text(`${t('vatNumber')} ${bill.customer.vatNumber}`, { width: width - 280 });
  const customerBottom = doc.y;

  doc.font('Helvetica-Bold').fontSize(16).text(title, left, top, { width: 270 });
  doc.font('Helvetica').fontSize(10);
  const facts: [string, string][] = [
    [t('number'), bill.number ?? '—'],
    [t('issueDate'), bill.issueDate ? formatDate(bill.issueDate) : '—'],
  ];
  if (bill.kind === 'invoice') facts.push([t('dueDate'), bill.dueDate ? formatDate(bill.dueDate) : '—']);
  if (bill.creditOf) facts.push([t('credits'), bill.creditOf.number ?? `#${bill.creditOf.id}`]);
  for (const [label, value] of facts)
    doc
      .font('Helvetica-Bold')
      .text(`${labelled(locale, label)} `, left, doc.y, { continued: true, width: 270 })
      .font('Helvetica')
      .text(value);
  doc.y = Math.max(doc.y, customerBottom);
  doc.moveDown(1.5);

  // Lines.
  const cols = [0, 230, 270, 360, 400, 445];
  const header = () => {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(9);
    [t('description'), t('qty'), t('unit'), t('vat'), t('discount'), t('net')].forEach((label, i) =>
      doc.text(label, left + cols[i]!, y, { width: (cols[i + 1] ?? width) - cols[i]! - 4, align: i === 0 ? 'left' : 'right' }),
    );
    doc
      .moveTo(left, doc.y + 2)
      .lineTo(left + width, doc.y + 2)
      .stroke()
      .moveDown(0.5);
  };
  header();
  doc.font('Helvetica').fontSize(9);
  for (const line of bill.lines) {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 60) {
      doc.addPage();
      watermark();
      header();
      doc.font('Helvetica').fontSize(9);
    }
    const y = doc.y;
    const cells = [
      printable(line.description),
      quantity(line.quantity),
      formatPrice(line.unitPriceCents),
      `${line.vatRate} %`,
      line.discountPercent ? `${line.discountPercent} %` : '—',
      formatPrice(line.netCents),
    ];
    let bottom = y;
    cells.forEach((cell, i) => {
      doc.text(cell, left + cols[i]!, y, { width: (cols[i + 1] ?? width) - cols[i]! - 4, align: i === 0 ? 'left' : 'right' });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom;
    doc.moveDown(0.3);
  }
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .stroke()
    .moveDown(0.8);

  // Totals per VAT rate, then the total.
  if (doc.y > doc.page.height - doc.page.margins.bottom - 260) {
    doc.addPage();
    watermark();
  }
  const totals: [string, string, boolean][] = [[t('exclVat'), formatPrice(bill.totals.exclVatCents), false]];
  for (const g of bill.totals.byRate)
    totals.push([`${t('vatAt')} ${g.rate} % ${t('base')} ${formatPrice(g.netCents)}`, formatPrice(g.vatCents), false]);
  totals.push([t('inclVat'), formatPrice(bill.totals.inclVatCents), true]);
  for (const [label, value, strong] of totals) {
    const y = doc.y;
    doc
      .font(strong ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(strong ? 12 : 10)
      .text(label, left + 200, y, { width: 220 });
    doc.text(value, left + 420, y, { width: width - 420, align: 'right' });
  }
  doc.moveDown();
  if (bill.reverseCharge) doc.font('Helvetica-Bold').fontSize(10).text(t('reverseCharge'), left, doc.y, { width }).moveDown();
  if (bill.notes) doc.font('Helvetica').fontSize(9).text(printable(bill.notes), left, doc.y, { width }).moveDown();

  // How to pay: the structured communication, the account, and the EPC QR code for an amount to pay (kept whole on a page).
  if (doc.y > doc.page.height - doc.page.margins.bottom - 130) {
    doc.addPage();
    watermark();
  }
  const payTop = doc.y;
  const amount = bill.totals.inclVatCents;
  const payload = billEpcPayload(bill, business);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(
      amount < 0 ? `${labelled(locale, t('refund'))} ${formatPrice(-amount)}` : `${labelled(locale, t('toPay'))} ${formatPrice(amount)}`,
      left,
      payTop,
      { width: 320 },
    );
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`${labelled(locale, t('communication'))} `, { continued: true, width: 320 })
    .font('Helvetica-Bold')
    .text(bill.structuredCommunication);
  doc
    .font('Helvetica')
    .text(`${labelled(locale, t('account'))} ${formatIban(business.iban)} · BIC ${business.bic} · ${printable(business.name)}`, {
      width: 320,
    });
  if (payload) {
    const { default: QRCode } = await import('qrcode');
    const png = await QRCode.toBuffer(payload, { type: 'png', errorCorrectionLevel: 'M', margin: 2, scale: 4 });
    doc.image(png, left + width - 110, payTop, { width: 110, height: 110 });
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#555555')
      .text(t('scan'), left, doc.y + 4, { width: 320 })
      .fillColor('#000000');
  }

  // What a Belgian bill states besides its figures: when to pay and what a late payment costs (issue 25, point 22).
  if (!isDraft && bill.kind === 'invoice')
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#555555')
      .text(t('terms'), left, Math.max(doc.y + 16, payTop + 120), { width })
      .fillColor('#000000');

  doc.end();
  await done;
  return Buffer.concat(chunks);
}
