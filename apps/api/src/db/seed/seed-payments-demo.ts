import crypto from 'node:crypto';
import { addDays, giftCardCodeFrom, type Clock } from '@veloport/domain';
import type { Tx } from '../client';
import { VOID_REFERENCE } from '../../modules/billing/gift-cards/gift-cards.repository';
import { giftCards, giftCardUses } from '../../modules/billing/gift-cards/gift-cards.table';
import { DEFAULT_DELIVERY_SETTINGS } from '../../modules/billing/online-payments/delivery-settings.service';
import { deliverySettings } from '../../modules/billing/online-payments/online-payments.table';
import { promoCodes } from '../../modules/billing/promo-codes/promo-codes.table';

/**
 * Gift cards, promo codes and delivery settings a new admin finds filled (decision 050): a card untouched, one
 * partly used at the till, one used up, one lost and voided with its replacement made by hand (decision 119); a welcome code, an amount off for big orders, an expired winter code; the
 * shop's three delivery methods. Codes are drawn at random like the service's.
 */
export async function seedPaymentsDemo(tx: Tx, p: { adminId: number }, clock: Clock): Promise<void> {
  const today = clock.today();
  const cards = [
    {
      initial: 5_000,
      uses: [] as { amount: number; reference: string }[],
      soldVia: 'online',
      buyerName: 'Lucas Martin',
      expiresOn: addDays(today, 365),
    },
    {
      initial: 10_000,
      uses: [{ amount: 3_500, reference: 'Ticket 2026-0007' }],
      soldVia: 'till',
      buyerName: 'Mme Dethier',
      expiresOn: addDays(today, 300),
    },
    {
      initial: 2_500,
      uses: [
        { amount: 1_000, reference: 'Ticket 2026-0003' },
        { amount: 1_500, reference: 'Commande web 118' },
      ],
      soldVia: 'till',
      buyerName: null,
      expiresOn: null,
    },
  ];
  for (const c of cards) {
    const balance = c.initial - c.uses.reduce((s, u) => s + u.amount, 0);
    const [card] = await tx
      .insert(giftCards)
      .values({
        code: giftCardCodeFrom(crypto.randomBytes(16)),
        initialCents: c.initial,
        balanceCents: balance,
        expiresOn: c.expiresOn,
        soldVia: c.soldVia,
        buyerName: c.buyerName,
        createdById: p.adminId,
      })
      .returning();
    let after = c.initial;
    const rows = [{ giftCardId: card!.id, amountCents: c.initial, balanceAfterCents: c.initial, reference: 'sale', actorId: p.adminId }];
    for (const u of c.uses)
      rows.push({
        giftCardId: card!.id,
        amountCents: -u.amount,
        balanceAfterCents: (after -= u.amount),
        reference: u.reference,
        actorId: p.adminId,
      });
    await tx.insert(giftCardUses).values(rows);
  }
  // Lost after a first use: the shop made a new card by hand for what remained and voided the old one (decision 119).
  const lost = { code: giftCardCodeFrom(crypto.randomBytes(16)), initial: 4_000, spent: 1_500 };
  const replacement = giftCardCodeFrom(crypto.randomBytes(16));
  const left = lost.initial - lost.spent;
  const [old] = await tx
    .insert(giftCards)
    .values({
      code: lost.code,
      initialCents: lost.initial,
      balanceCents: 0,
      soldVia: 'till',
      buyerName: 'M. Renard',
      createdById: p.adminId,
      voidedAt: clock.now(),
      voidedById: p.adminId,
      voidReason: 'replaced',
      voidNote: `Carte perdue, remplacée par ${replacement.slice(0, 4)}-****`,
    })
    .returning();
  const [fresh] = await tx
    .insert(giftCards)
    .values({
      code: replacement,
      initialCents: left,
      balanceCents: left,
      soldVia: 'till',
      buyerName: 'M. Renard',
      note: `Remplace la carte perdue ${lost.code.slice(0, 4)}-****`,
      createdById: p.adminId,
    })
    .returning();
  await tx.insert(giftCardUses).values([
    { giftCardId: old!.id, amountCents: lost.initial, balanceAfterCents: lost.initial, reference: 'sale', actorId: p.adminId },
    { giftCardId: old!.id, amountCents: -lost.spent, balanceAfterCents: left, reference: 'Ticket 2026-0009', actorId: p.adminId },
    { giftCardId: old!.id, amountCents: -left, balanceAfterCents: 0, reference: VOID_REFERENCE, actorId: p.adminId },
    { giftCardId: fresh!.id, amountCents: left, balanceAfterCents: left, reference: 'sale', actorId: p.adminId },
  ]);
  const year = today.slice(0, 4);
  await tx.insert(promoCodes).values([
    {
      code: 'BIENVENUE10',
      kind: 'percent',
      value: 10,
      perCustomerLimit: 1,
      description: 'Bienvenue : 10 % sur la première commande',
      createdById: p.adminId,
    },
    {
      code: 'VELO20',
      kind: 'amount',
      value: 2_000,
      minimumOrderCents: 20_000,
      maxUses: 50,
      usesCount: 7,
      endsOn: `${year}-12-31`,
      description: '20 € dès 200 € d’achat',
      createdById: p.adminId,
    },
    {
      code: 'HIVER25',
      kind: 'percent',
      value: 25,
      startsOn: addDays(today, -120),
      endsOn: addDays(today, -30),
      description: 'Soldes d’hiver (terminé)',
      createdById: p.adminId,
    },
  ]);
  await tx.insert(deliverySettings).values({
    id: 1,
    methods: DEFAULT_DELIVERY_SETTINGS.methods,
    freeDeliveryFromCents: DEFAULT_DELIVERY_SETTINGS.freeDeliveryFromCents,
    updatedById: p.adminId,
  });
}
