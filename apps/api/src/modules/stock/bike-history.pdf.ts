import { newPdfDocument } from '../../platform/pdf-document';
import { formatDate, formatDateTime, type BikeDetail, type Locale } from '@veloport/domain';
import { bikeEventInWords } from './bike-history.words';
import { STOCK_WORDS } from './stock.export';

/** The words of the history PDF, in the three languages of the portal. */
const LABELS: Record<Locale, Record<string, string>> = {
  fr: {
    title: 'Historique du vélo',
    frameNumber: 'Numéro de cadre',
    model: 'Modèle',
    location: 'Magasin',
    contract: 'Contrat',
    status: 'État',
    company: 'Société',
    user: 'Utilisateur',
    generated: 'Généré le',
    when: 'Date',
    event: 'Événement',
    by: 'Par',
    system: 'système',
    created: 'Création',
    updated: 'Modification',
    moved: 'Déplacement',
    assigned: 'Attribution',
    contract_changed: 'Changement de contrat',
    status_changed: "Changement d'état",
    inventory_adjusted: 'Ajustement d’inventaire',
    sold: 'Vente',
    stolen: 'Vol',
    bought_back: 'Rachat',
    imported: 'Import',
    maintenance: 'Entretien',
  },
  en: {
    title: 'Bike history',
    frameNumber: 'Frame number',
    model: 'Model',
    location: 'Store',
    contract: 'Contract',
    status: 'Status',
    company: 'Company',
    user: 'User',
    generated: 'Generated on',
    when: 'Date',
    event: 'Event',
    by: 'By',
    system: 'system',
    created: 'Created',
    updated: 'Updated',
    moved: 'Moved',
    assigned: 'Assigned',
    contract_changed: 'Contract changed',
    status_changed: 'Status changed',
    inventory_adjusted: 'Inventory adjustment',
    sold: 'Sold',
    stolen: 'Stolen',
    bought_back: 'Bought back',
    imported: 'Imported',
    maintenance: 'Maintenance',
  },
  nl: {
    title: 'Fietsgeschiedenis',
    frameNumber: 'Framenummer',
    model: 'Model',
    location: 'Winkel',
    contract: 'Contract',
    status: 'Staat',
    company: 'Bedrijf',
    user: 'Gebruiker',
    generated: 'Aangemaakt op',
    when: 'Datum',
    event: 'Gebeurtenis',
    by: 'Door',
    system: 'systeem',
    created: 'Aangemaakt',
    updated: 'Gewijzigd',
    moved: 'Verplaatst',
    assigned: 'Toegewezen',
    contract_changed: 'Contract gewijzigd',
    status_changed: 'Staat gewijzigd',
    inventory_adjusted: 'Inventariscorrectie',
    sold: 'Verkocht',
    stolen: 'Gestolen',
    bought_back: 'Teruggekocht',
    imported: 'Geïmporteerd',
    maintenance: 'Onderhoud',
  },
};

export async function renderBikeHistoryPdf(bike: BikeDetail, locale: Locale, now: Date): Promise<Buffer> {
  const t = LABELS[locale];
  const words = STOCK_WORDS[locale];
  const doc = await newPdfDocument({ size: 'A4', margin: 48, info: { Title: `${t.title} ${bike.frameNumber}`, Author: 'Veloport' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));

  doc.font('Helvetica-Bold').fontSize(18).text(`${t.title} — ${bike.frameNumber}`);
  doc
    .moveDown(0.5)
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#555555')
    .text(`${t.generated} ${formatDateTime(now)}`)
    .fillColor('#000000')
    .moveDown();
  const facts: [string, string][] = [
    [t.frameNumber, bike.frameNumber],
    [t.model, bike.model ? `${bike.model.brand} ${bike.model.model} (${bike.model.year})` : '—'],
    [t.location, bike.location.name],
    [t.contract, (words.contractKinds[bike.contractKind] ?? bike.contractKind) + (bike.contractMonths ? ` · ${bike.contractMonths}` : '')],
    [t.status, words.statuses[bike.status] ?? bike.status],
    [t.company, bike.company?.name ?? '—'],
    [t.user, bike.user?.name ?? '—'],
  ];
  for (const [label, value] of facts) doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  doc.moveDown();

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const cols = [0, 95, 215, 330];
  const header = () => {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(10);
    [t.when, t.event, t.by].forEach((label, i) => doc.text(label, left + cols[i]!, y, { width: cols[i + 1]! - cols[i]! - 6 }));
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
    doc.text(t[event.kind] ?? event.kind, left + cols[1]!, y, { width: cols[2]! - cols[1]! - 6 });
    doc.text(event.actor?.name ?? t.system, left + cols[2]!, y, { width: cols[3]! - cols[2]! - 6 });
    const detail = bikeEventInWords(event.kind, event.details, locale, '»');
    doc.text(detail || ' ', left + cols[3]!, y, { width: width - cols[3]! });
    doc.moveDown(0.4);
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
