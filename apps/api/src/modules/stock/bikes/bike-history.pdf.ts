import { newPdfDocument } from '../../../platform/pdf-document';
import { formatDate, formatDateTime, type BikeDetail, type Locale } from '@veloport/domain';
import { bikeEventInWords } from './bike-history.words';
import { labelled, wordsOf } from '../../../platform/words';

/** A bike's history as a PDF in the reader's language: its facts, then every event with who and when. */
export async function renderBikeHistoryPdf(bike: BikeDetail, locale: Locale, now: Date): Promise<Buffer> {
  const t = wordsOf(locale, 'documents', 'bikeHistory');
  const stock = wordsOf(locale, 'stock');
  const doc = await newPdfDocument({ size: 'A4', margin: 48, info: { Title: `${t('title')} ${bike.frameNumber}`, Author: 'Veloport' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));

  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(`${t('title')} — ${bike.frameNumber}`);
  doc
    .moveDown(0.5)
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#555555')
    .text(`${t('generated')} ${formatDateTime(now)}`)
    .fillColor('#000000')
    .moveDown();
  const facts: [string, string][] = [
    [t('frameNumber'), bike.frameNumber],
    [t('model'), bike.model ? `${bike.model.brand} ${bike.model.model} (${bike.model.year})` : '—'],
    [t('location'), bike.location.name],
    [
      t('contract'),
      stock.code('contractKinds', bike.contractKind) + (bike.contractMonths ? ` · ${t('months', { count: bike.contractMonths })}` : ''),
    ],
    [t('status'), stock.code('statuses', bike.status)],
    [t('company'), bike.company?.name ?? '—'],
    [t('user'), bike.user?.name ?? '—'],
  ];
  for (const [label, value] of facts)
    doc
      .font('Helvetica-Bold')
      .text(`${labelled(locale, label)} `, { continued: true })
      .font('Helvetica')
      .text(value);
  doc.moveDown();

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const cols = [0, 95, 215, 330];
  const header = () => {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(10);
    [t('when'), t('event'), t('by'), t('details')].forEach((label, i) =>
      doc.text(label, left + cols[i]!, y, { width: (cols[i + 1] ?? width) - cols[i]! - 6 }),
    );
    doc
      .moveTo(left, doc.y + 2)
      .lineTo(left + width, doc.y + 2)
      .stroke();
    doc.moveDown(0.5);
  };
  header();
  doc.font('Helvetica').fontSize(9);
  for (const event of bike.history) {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 60) {
      doc.addPage();
      header();
      doc.font('Helvetica').fontSize(9);
    }
    const y = doc.y;
    doc.text(formatDate(event.at), left + cols[0]!, y, { width: cols[1]! - 6 });
    doc.text(t.code('events', event.kind), left + cols[1]!, y, { width: cols[2]! - cols[1]! - 6 });
    doc.text(event.actor?.name ?? t('system'), left + cols[2]!, y, { width: cols[3]! - cols[2]! - 6 });
    const detail = bikeEventInWords(event.kind, event.details, locale, '»');
    doc.text(detail || ' ', left + cols[3]!, y, { width: width - cols[3]! });
    doc.moveDown(0.4);
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
