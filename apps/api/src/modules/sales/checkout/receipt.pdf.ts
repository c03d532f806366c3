import { newPdfDocument } from '../../../platform/pdf-document';
import { formatDate, formatDateTime, formatPrice, goodsLines, ticketAmounts, type Locale, type Ticket } from '@veloport/domain';
import { drawLetterhead, letterheadWords, printable } from '../../../platform/pdf-letterhead';
import { labelled, wordsOf } from '../../../platform/words';
import type { BusinessIdentity } from '../../../config';

/**
 * The receipt of a sale at the till (decision 023), in the customer's language, under the business's letterhead: its
 * name, address and VAT number, as a Belgian receipt names the seller (issue 25, point 17).
 */
export async function renderReceiptPdf(ticket: Ticket, locale: Locale, business: BusinessIdentity): Promise<Buffer> {
  const t = wordsOf(locale, 'documents', 'receipt');
  const method = wordsOf(locale, 'checkout').code('paymentMethods', ticket.paymentMethod);
  const doc = await newPdfDocument({ size: 'A4', margin: 48, info: { Title: `${t('title')} ${ticket.number}`, Author: business.name } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const money = (cents: number) => formatPrice(cents);

  drawLetterhead(doc, business, letterheadWords(locale), { account: false });

  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(`${t('title')} ${ticket.number}`);
  doc.fontSize(10);
  const facts: [string, string][] = [
    [t('date'), `${formatDateTime(ticket.createdAt)}`],
    [
      t('customer'),
      ticket.customer ? printable(ticket.customer.name) + (ticket.company ? ` (${printable(ticket.company.name)})` : '') : t('anonymous'),
    ],
    [t('store'), printable(ticket.store.name)],
    [t('cashier'), printable(ticket.cashier?.name ?? '—')],
    [t('payment'), method],
  ];
  for (const [label, value] of facts)
    doc
      .font('Helvetica-Bold')
      .text(`${labelled(locale, label)} `, { continued: true })
      .font('Helvetica')
      .text(value);
  doc.moveDown();

  // Everything a customer reads on a till receipt is VAT included (issue 25, point 17): each line at its price after the
  // till's percentage and before the promo code, the code's discount once below, then the total and its VAT.
  const goods = goodsLines(ticket.lines);
  const beforePromo = ticketAmounts(goods, ticket.discountPercent).lines;
  const shownCents = (index: number) => beforePromo[index]?.inclVatCents ?? 0;
  const cols = [0, 300, 340, 420];
  const y0 = doc.y;
  doc.font('Helvetica-Bold').fontSize(9);
  [t('item'), t('qty'), t('vat'), t('total')].forEach((label, i) =>
    doc.text(label, left + cols[i]!, y0, { width: (cols[i + 1] ?? width) - cols[i]! - 4, align: i === 3 ? 'right' : 'left' }),
  );
  doc
    .moveTo(left, doc.y + 2)
    .lineTo(left + width, doc.y + 2)
    .stroke()
    .moveDown(0.5);
  doc.font('Helvetica').fontSize(9);
  let goodsIndex = 0;
  for (const line of ticket.lines) {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 60) doc.addPage();
    const y = doc.y;
    // A gift card sold (decision 063): its full code, printed here once, and its expiry; outside VAT scope.
    const card = line.kind === 'gift_card' ? line.giftCard : null;
    const percent = ticket.discountPercent ? ` (-${ticket.discountPercent} %)` : '';
    const cells = [
      line.kind === 'gift_card'
        ? `${t('giftCardSold')} ${card?.code ?? ''}${card?.expiresOn ? ` — ${t('validUntil')} ${formatDate(card.expiresOn)}` : ''}`
        : printable(line.label) + (line.frameNumber ? ` — ${t('frame')} ${line.frameNumber}` : '') + percent,
      String(line.quantity),
      line.kind === 'gift_card' ? t('outOfScope') : `${line.vatRate} %`,
      money(line.kind === 'gift_card' ? line.amounts.inclVatCents : shownCents(goodsIndex++)),
    ];
    let bottom = y;
    cells.forEach((cell, i) => {
      doc.text(cell, left + cols[i]!, y, { width: (cols[i + 1] ?? width) - cols[i]! - 4, align: i === 3 ? 'right' : 'left' });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom;
    doc.moveDown(0.3);
  }
  doc.moveDown();

  const totals: [string, string][] = [];
  if (goods.length) {
    const subtotal = beforePromo.reduce((sum, l) => sum + l.inclVatCents, 0);
    if (ticket.promo) {
      totals.push([t('subtotal'), money(subtotal)]);
      // What the code took off, VAT included: the lines above less what the ticket totals (so the column adds up).
      totals.push([`${t('promo')} ${printable(ticket.promo.code)}`, `- ${money(subtotal - ticket.totals.inclVatCents)}`]);
    }
    totals.push([t('inclVat'), money(ticket.totals.inclVatCents)]);
    for (const g of ticket.totals.vatByRate) totals.push([`${t('vatAt')} ${g.rate} % (${money(g.baseCents)})`, money(g.vatCents)]);
    totals.push([t('exclVat'), money(ticket.totals.exclVatCents)]);
  }
  if (ticket.giftCardsSoldCents) totals.push([`${t('giftCardsSold')} (${t('outOfScope')})`, `+ ${money(ticket.giftCardsSoldCents)}`]);
  if (ticket.giftCard)
    totals.push([
      `${t('giftCard')} ${ticket.giftCard.code} (${t('giftCardLeft')} ${money(ticket.giftCard.balanceAfterCents)})`,
      `- ${money(ticket.giftCard.amountCents)}`,
    ]);
  if (ticket.giftCard || ticket.giftCardsSoldCents) totals.push([`${t('paidBy')} ${method.toLowerCase()}`, money(ticket.toPayCents)]);
  for (const [label, value] of totals) {
    const y = doc.y;
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(label, left + 200, y, { width: 220 });
    doc.font('Helvetica-Bold').text(value, left + 420, y, { width: width - 420, align: 'right' });
  }
  doc.moveDown(2).font('Helvetica').fontSize(9).fillColor('#555555').text(t('thanks')).fillColor('#000000');
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
