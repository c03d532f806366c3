import { formatIban, type Locale } from '@veloport/domain';
import type PDFDocument from 'pdfkit';
import type { BusinessIdentity } from '../config';
import { wordsOf } from './words';

/** Text the standard PDF fonts can draw (WinAnsi): anything else becomes "?" rather than a broken glyph. */
export const printable = (s: string) => s.replace(/[^\x20-\x7E\xA0-\xFF€…‘’“”–—]/g, '?');

/** The company number (BCE/KBO) a Belgian VAT number carries: BE0123456749 → 0123.456.749. */
export function companyNumberOf(vatNumber: string): string {
  const digits = vatNumber.replace(/\D/g, '');
  return /^BE/i.test(vatNumber) && digits.length === 10 ? `${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}` : vatNumber;
}

/**
 * The portal's mark (the web's favicon: a bike on a green tile), drawn as vectors so that every document carries it
 * without an image file; `size` is the tile's side in points.
 */
export function drawLogoMark(doc: PDFDocument, x: number, y: number, size: number) {
  const k = size / 64;
  doc.save();
  doc.translate(x, y).scale(k);
  doc.roundedRect(0, 0, 64, 64, 14).fill('#0f7a58');
  doc.lineWidth(4).lineCap('round').lineJoin('round').strokeColor('#ffffff');
  doc.circle(18, 40, 10).stroke();
  doc.circle(46, 40, 10).stroke();
  doc.path('M18 40 L27 24 H40 L46 40 M27 24 L35 40 H18 M36 18 H42').stroke();
  doc.restore();
  doc.strokeColor('#000000').fillColor('#000000').lineWidth(1);
}

/** The words a letterhead prints, in the document's language. */
export type LetterheadWords = { vatNumber: string; companyNumber: string };
/** A letterhead's words in `locale`, as the bill says them. */
export function letterheadWords(locale: Locale): LetterheadWords {
  const t = wordsOf(locale, 'documents', 'bill');
  return { vatNumber: t('vatNumber'), companyNumber: t('companyNumber') };
}

/**
 * Who the document is from, the same on a bill, a receipt, an offer and a contract: the mark and the name, the address,
 * the VAT and company numbers with the register, the account (issue 25, points 3 and 17). Ends under a rule.
 */
export function drawLetterhead(doc: PDFDocument, business: BusinessIdentity, words: LetterheadWords, options: { account?: boolean } = {}) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const top = doc.page.margins.top;
  drawLogoMark(doc, left, top, 34);
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor('#000000')
    .text(printable(business.name), left + 44, top + 1, { width: width - 44 });
  doc.font('Helvetica').fontSize(9).fillColor('#555555');
  doc.text(printable(business.address), { width: width - 44 });
  doc.text(
    `${words.vatNumber} ${business.vatNumber}  ·  ${words.companyNumber} ${companyNumberOf(business.vatNumber)}  ·  ${printable(business.register)}`,
    { width: width - 44 },
  );
  if (options.account !== false) doc.text(`IBAN ${formatIban(business.iban)}  ·  BIC ${business.bic}`, { width: width - 44 });
  doc.fillColor('#000000');
  doc.x = left;
  doc.y = Math.max(doc.y, top + 38);
  doc
    .moveTo(left, doc.y + 4)
    .lineTo(left + width, doc.y + 4)
    .stroke()
    .moveDown(1.2);
}

/**
 * "Page 1 / 3" at the foot of every page: for a document made with `bufferPages: true`, once its content is written
 * (a signed offer is judged page by page, and a loose page must say where it belongs).
 */
export function numberPages(doc: PDFDocument, label: (page: number, total: number) => string) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    // Writing inside the bottom margin would add a page: lift the margin while the footer is written.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#555555')
      .text(label(i - start + 1, count), doc.page.margins.left, doc.page.height - bottom / 2 - 4, {
        width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
        align: 'right',
        lineBreak: false,
      })
      .fillColor('#000000');
    doc.page.margins.bottom = bottom;
  }
}
