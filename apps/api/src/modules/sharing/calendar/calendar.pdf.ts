import { newPdfDocument } from '../../../platform/pdf-document';
import { brusselsDayOf, formatDate, formatDateTime, type Locale } from '@veloport/domain';
import { labelled, wordsOf } from '../../../platform/words';
import type { Calendar } from './calendar.service';

const ddmm = (wall: string) => `${wall.slice(8, 10)}/${wall.slice(5, 7)}`;
const hhmm = (wall: string) => wall.slice(11, 16);

/** The period's calendar: one row per bike, its reservations listed day by day with the holder's name (Brussels time). */
export async function renderCalendarPdf(calendar: Calendar, companyName: string, locale: Locale, now: Date): Promise<Buffer> {
  const t = wordsOf(locale, 'documents', 'calendar');
  const doc = await newPdfDocument({
    size: [841.89, 595.28],
    margin: 40,
    info: { Title: `${t('title')} ${companyName}`, Author: 'Veloport' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));

  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(`${t('title')} — ${companyName}`);
  doc
    .moveDown(0.3)
    .font('Helvetica')
    .fontSize(10)
    .text(`${labelled(locale, t('period'))} ${formatDate(`${calendar.from}T12:00:00Z`)} – ${formatDate(`${calendar.to}T12:00:00Z`)}`)
    .fillColor('#555555')
    .text(`${t('generated')} ${formatDateTime(now)}`)
    .fillColor('#000000')
    .moveDown();

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bikeWidth = 130;
  const header = () => {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(10);
    doc.text(t('bike'), left, y, { width: bikeWidth - 6 });
    doc.text(t('reservations'), left + bikeWidth, y, { width: width - bikeWidth });
    doc
      .moveTo(left, doc.y + 2)
      .lineTo(left + width, doc.y + 2)
      .stroke();
    doc.moveDown(0.5);
  };
  if (calendar.bikes.length === 0) doc.text(t('noBikes'));
  else header();
  for (const bike of calendar.bikes) {
    const lines = bike.reservations.map((r) => {
      const sameDay = brusselsDayOf(r.start) === brusselsDayOf(r.end);
      const when = sameDay
        ? `${ddmm(r.start)} ${hhmm(r.start)}–${hhmm(r.end)}`
        : `${ddmm(r.start)} ${hhmm(r.start)} – ${ddmm(r.end)} ${hhmm(r.end)}`;
      return `${when}  ${r.holder}${r.status === 'cancelled' ? ` (${t('cancelled')})` : ''}`;
    });
    if (doc.y > doc.page.height - doc.page.margins.bottom - 40) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(bike.name, left, y, { width: bikeWidth - 6 })
      .font('Helvetica')
      .fontSize(8)
      .text([bike.building, bike.frameNumber].filter(Boolean).join(' · '), { width: bikeWidth - 6 });
    // The rule under the bike goes below the lower of its name column and its reservations.
    const nameBottom = doc.y;
    doc.font('Helvetica').fontSize(9);
    doc.y = y;
    // Two reservations a line: a month of office days stays on a readable page.
    const rows = lines.length
      ? Array.from({ length: Math.ceil(lines.length / 2) }, (_, i) => lines.slice(i * 2, i * 2 + 2))
      : [[t('none')]];
    for (const row of rows) {
      if (doc.y > doc.page.height - doc.page.margins.bottom - 20) {
        doc.addPage();
        header();
        doc.font('Helvetica').fontSize(9);
      }
      const ly = doc.y;
      const half = (width - bikeWidth) / 2;
      row.forEach((line, i) => doc.text(line, left + bikeWidth + i * half, ly, { width: half - 8 }));
      doc.moveDown(0.2);
    }
    if (doc.y < nameBottom) doc.y = nameBottom;
    doc.moveDown(0.3);
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .stroke();
    doc.moveDown(0.3);
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
