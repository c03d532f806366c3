import { formatDecimal, formatPrice } from '@veloport/domain';
import type { BusinessIdentity } from '../../../config';
import { newPdfDocument } from '../../../platform/pdf-document';
import { drawLetterhead, letterheadWords, printable } from '../../../platform/pdf-letterhead';
import { labelled, wordsOf } from '../../../platform/words';
import type { ImpactReport } from './impact-report.service';

/** The employer's impact report as a PDF, in the company's language, under the business's letterhead (decision 093). */
export async function renderImpactReportPdf(report: ImpactReport, business: BusinessIdentity): Promise<Buffer> {
  const t = wordsOf(report.language, 'ranking', 'report');
  const title = t('title', { year: report.year });
  const doc = await newPdfDocument({ size: 'A4', margin: 48, info: { Title: `${title} — ${report.company.name}`, Author: business.name } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const num = (n: number) => formatDecimal(n, 1);

  drawLetterhead(doc, business, letterheadWords(report.language), { account: false });
  doc.font('Helvetica-Bold').fontSize(16).text(title);
  doc.font('Helvetica').fontSize(12).text(printable(report.company.name)).moveDown();

  doc.fontSize(10);
  const facts: [string, string][] = [
    [t('riders'), String(report.riders)],
    [t('km'), `${num(report.km)} km`],
    [t('co2'), `${num(report.co2Kg)} kg`],
    [t('bikesLeased'), String(report.bikesLeased)],
    [t('bikesShared'), String(report.bikesShared)],
    [t('sharedTrips'), t('sharedUse', { trips: report.sharedTrips, riders: report.sharedRiders })],
    [t('spent'), formatPrice(report.spentExclVatCents)],
  ];
  for (const [label, value] of facts)
    doc
      .font('Helvetica-Bold')
      .text(`${labelled(report.language, label)} `, { continued: true })
      .font('Helvetica')
      .text(value);
  doc.moveDown();

  doc.font('Helvetica-Bold').fontSize(12).text(t('byMonth')).moveDown(0.3);
  const cols = [0, 160, 280, 400];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    cells.forEach((cell, i) =>
      doc.text(cell, left + cols[i]!, y, { width: (cols[i + 1] ?? width) - cols[i]! - 4, align: i === 0 ? 'left' : 'right' }),
    );
    doc.x = left;
    doc.moveDown(0.2);
  };
  row([t('month'), t('riders'), t('km'), t('co2')], true);
  for (const m of report.months) row([m.month, String(m.riders), num(m.km), num(m.co2Kg)]);
  doc.moveDown();
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#555555')
    .text(t('method', { grams: report.carGramsPerKm }), left, doc.y, { width });
  doc.fillColor('#000000');
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
