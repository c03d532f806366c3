import crypto from 'node:crypto';
import {
  epcQrPayload,
  shopOrderNumber,
  shopStructuredCommunication,
  toLocale,
  type ShopOrderInput,
  type ShopOrderPlaced,
  type ShopPaymentStatus,
  type ShopQuoteInput,
} from '@veloport/domain';
import { violatedConstraint, type Tx } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { AppError, invalid, type FieldCode } from '../../platform/errors';
import { confirmationMail, giftCardLabel } from './shop-mails';
import { CUSTOMER, hashOf, outOfStock, type Actor } from './shop-common';
import type { ShopOrdersDeps } from './shop-orders.service';
import { quoteOf } from './shop-quote.service';
import { shopRepository as repo, type ShopOrderRow } from './shop.repository';

type Steps = {
  trackingLink: (row: Pick<ShopOrderRow, 'id' | 'language'>, token: string) => string;
  paidIn: (
    tx: Tx,
    row: ShopOrderRow,
    paid: { amountCents: number; reference: string; source: 'online' | 'manual' },
    actor: Actor,
  ) => Promise<Partial<ShopOrderRow>>;
};

/**
 * Quoting a basket and placing an order (decision 082): one transaction re-prices the basket, locks the promo code and
 * the gift card, sets every unit aside, writes the order and queues its confirmation; the payment follows.
 */
export function createShopPlacing(deps: ShopOrdersDeps, { trackingLink, paidIn }: Steps) {
  const { clock, db, quote, shopStock, stores, giftCards, provider, mail, business } = deps;

  /** Wrong promo and gift card codes count against the visitor's address once the basket's transaction is over (PGlite). */
  async function countWrongCodes(p: { wrongPromo: boolean; wrongCard: boolean; problems: Record<string, FieldCode> }, ip: string) {
    if (p.wrongPromo) await quote.countWrongPromo(ip);
    if (p.wrongCard) {
      await giftCards.countWrongCode(`ip:${ip}`, 'giftCardCode').catch(() => undefined);
      p.problems.giftCardCode = 'invalid';
    }
  }

  return {
    /** `POST /api/shop/quote`: the basket priced, or 422 with every refusal; wrong codes count against the visitor. */
    async quote(input: ShopQuoteInput, client: { ip: string }) {
      const prepared = await quote.prepare(input, client);
      const priced = await db.transaction((tx) => quote.price(tx, input, prepared));
      await countWrongCodes(priced, client.ip);
      if (Object.keys(priced.problems).length) throw invalid(priced.problems);
      return quoteOf(priced);
    },

    /**
     * `POST /api/shop/orders`: the basket priced again inside the order's transaction, the code and the card locked,
     * every bike and accessory set aside (409 out_of_stock when one is gone), the confirmation queued with it.
     */
    async place(input: ShopOrderInput, client: { ip: string }): Promise<ShopOrderPlaced> {
      if (input.paymentMethod === 'online' && !provider) throw new AppError(409, 'not_configured', 'Online payment is not configured');
      const token = crypto.randomBytes(24).toString('base64url');
      const locations = await stores.locations();
      const prepared = await quote.prepare(input, client);
      const outcome = await db
        .transaction(async (tx) => {
          const p = await quote.price(tx, input, prepared);
          if (p.wrongPromo || p.wrongCard || Object.keys(p.problems).length) return { refused: p, placed: null } as const;
          const now = clock.now();
          const toPay = p.totals.totalInclVatCents;
          const row = await repo.insert(tx, {
            trackingTokenHash: hashOf(token),
            email: input.customer.email,
            firstName: input.customer.firstName,
            lastName: input.customer.lastName,
            phone: input.customer.phone,
            language: input.customer.language,
            deliveryMethod: input.delivery.method,
            pickupLocationId: input.delivery.method === 'store_pickup' ? input.delivery.storeId! : null,
            deliveryAddress: input.delivery.address ?? null,
            billingAddress: input.billingAddress ?? null,
            notes: input.notes ?? null,
            expectedOn: p.deliveryDate,
            paymentMethod: input.paymentMethod,
            paymentStatus: toPay === 0 ? 'paid' : 'pending',
            goodsCents: p.totals.goodsCents,
            deliveryCents: p.totals.deliveryCents,
            discountCents: p.totals.discountCents,
            giftCardCents: p.totals.giftCardCents,
            orderInclVatCents: p.totals.orderInclVatCents,
            totalInclVatCents: toPay,
            vat: p.totals.vat,
            promoCodeId: p.promo?.promoCodeId ?? null,
            promoCode: p.promo?.code ?? null,
            giftCardId: p.card?.giftCardId ?? null,
            placedAt: now,
          });
          const number = shopOrderNumber(row.id);
          const communication = shopStructuredCommunication(row.id);
          const prefer = input.delivery.method === 'store_pickup' ? input.delivery.storeId! : null;
          // Bikes first (by model), then used bikes, then accessories: every order takes its stock locks in the same order.
          const values = [];
          for (const [i, l] of p.lines.entries()) {
            const amounts = p.totals.lines[i]!;
            const base = {
              orderId: row.id,
              kind: l.kind,
              label: l.label,
              modelId: l.modelId,
              size: l.size,
              accessoryId: l.accessoryId,
              usedBikeId: l.usedBikeId,
              incoming: l.arriving !== null,
              quantity: l.quantity,
              unitInclVatCents: l.unitInclVatCents,
              vatRate: l.vatRate,
              discountCents: p.shares[i] ?? 0,
              exclVatCents: amounts.exclVatCents,
              vatCents: amounts.vatCents,
              inclVatCents: amounts.inclVatCents,
            };
            values.push({ ...base, bikeId: null as number | null, stockLocationId: null as number | null });
          }
          const order = values
            .map((v, i) => ({ v, i }))
            .sort(
              (a, b) =>
                (a.v.modelId ?? 1e9) - (b.v.modelId ?? 1e9) ||
                (a.v.usedBikeId ?? 0) - (b.v.usedBikeId ?? 0) ||
                (a.v.accessoryId ?? 0) - (b.v.accessoryId ?? 0),
            );
          for (const { v } of order) {
            if (v.kind === 'bike') {
              // A line the quote found only on its way claims a bike on its way ("soon available", decision 105).
              const line = { modelId: v.modelId!, size: v.size!, preferLocationId: prefer };
              const taken = values.flatMap((x) => (x.bikeId ? [x.bikeId] : []));
              const bike = v.incoming
                ? await shopStock.claimIncomingBike(tx, { ...line, taken }, number, CUSTOMER)
                : await shopStock.claimBike(tx, line, number, CUSTOMER);
              if (!bike) throw outOfStock();
              v.bikeId = bike.id;
              v.stockLocationId = bike.stockLocationId;
            } else if (v.kind === 'used_bike') {
              // One unit: its listing locked until the order commits; the second order of it finds it taken.
              const claimed = await shopStock.claimUsedBike(tx, v.usedBikeId!, number, CUSTOMER);
              if (!claimed) throw outOfStock();
              v.bikeId = claimed.bikeId;
              v.stockLocationId = claimed.listing.stockLocationId;
            } else if (v.kind === 'accessory') {
              const line = p.lines.find((l) => l.accessoryId === v.accessoryId)!;
              const stock = [...line.stock].sort((a, b) => Number(b.locationId === prefer) - Number(a.locationId === prefer) || b.n - a.n);
              const from = stock.find((s) => s.n >= v.quantity) ?? stock[0];
              if (!from) throw outOfStock();
              await shopStock.takeAccessory(
                tx,
                { accessoryId: v.accessoryId!, locationId: from.locationId, quantity: v.quantity },
                number,
                CUSTOMER,
              );
              v.stockLocationId = from.locationId;
            }
          }
          await repo.insertLines(tx, values);
          await p.promo?.commit(number, CUSTOMER);
          await p.card?.spend(number, CUSTOMER);
          let placed = await repo.update(tx, row.id, { structuredCommunication: communication.replace(/\D/g, '') });
          if (toPay === 0)
            placed = await repo.update(
              tx,
              row.id,
              await paidIn(tx, placed, { amountCents: 0, reference: number, source: 'manual' }, CUSTOMER),
            );
          await recordAudit(tx, {
            actorId: null,
            action: 'shop_order.placed',
            entity: 'shop_order',
            entityId: row.id,
            after: placed,
            ip: client.ip,
          });
          const store = placed.pickupLocationId ? (locations.get(placed.pickupLocationId)?.name ?? null) : null;
          await mail.send(
            {
              to: placed.email,
              ...confirmationMail({
                locale: toLocale(placed.language),
                name: placed.firstName,
                number,
                link: trackingLink(placed, token),
                lines: values.map((v) => ({
                  quantity: v.quantity,
                  label: v.kind === 'gift_card' ? giftCardLabel(toLocale(placed.language)) : v.label,
                  inclVatCents: v.inclVatCents,
                })),
                discountCents: placed.discountCents,
                giftCardCents: placed.giftCardCents,
                delivery: {
                  method: input.delivery.method,
                  address: placed.deliveryAddress,
                  store,
                  date: placed.expectedOn,
                  priceCents: placed.deliveryCents,
                },
                payment: {
                  method: input.paymentMethod,
                  totalCents: toPay,
                  iban: business.iban,
                  communication: input.paymentMethod === 'transfer' ? communication : null,
                },
              }),
            },
            tx,
          );
          return { placed, refused: null } as const;
        })
        .catch((error: unknown) => {
          // Two orders on the last bike at the same instant: the database's unique index decides, the loser is out of stock.
          const constraint = violatedConstraint(error);
          if (constraint === 'shop_order_lines_live_bike_idx' || constraint === 'shop_order_lines_live_used_bike_idx') throw outOfStock();
          throw error;
        });
      if (!outcome.placed) {
        await countWrongCodes(outcome.refused, client.ip);
        const problems = outcome.refused.problems;
        // A line the stock can no longer serve is a conflict with the current state (409), named on its field.
        if (Object.values(problems).every((code) => code === 'out_of_stock'))
          throw new AppError(409, 'out_of_stock', 'An item of the order is no longer in stock', problems);
        throw invalid(problems);
      }
      const row = outcome.placed;
      const number = shopOrderNumber(row.id);
      const payment: ShopOrderPlaced['payment'] = { method: input.paymentMethod, status: row.paymentStatus as ShopPaymentStatus };
      if (row.paymentStatus === 'pending' && input.paymentMethod === 'transfer') {
        const communication = shopStructuredCommunication(row.id);
        payment.structuredCommunication = communication;
        payment.iban = business.iban;
        payment.epcQr = epcQrPayload({
          name: business.name,
          iban: business.iban,
          bic: business.bic,
          amountCents: row.totalInclVatCents,
          remittance: communication,
        });
      }
      if (row.paymentStatus === 'pending' && input.paymentMethod === 'online' && provider) {
        const back = trackingLink(row, token);
        const checkout = await provider.createCheckout({
          reference: `shop-${row.id}`,
          amountCents: row.totalInclVatCents,
          currency: 'eur',
          description: `Veloport ${number}`,
          customerEmail: row.email,
          locale: toLocale(row.language),
          successUrl: `${back}&payment=done`,
          cancelUrl: `${back}&payment=cancelled`,
          metadata: { shopOrderId: String(row.id) },
        });
        await repo.update(db, row.id, { paymentProvider: provider.name, paymentSessionId: checkout.sessionId });
        payment.redirectUrl = checkout.url;
      }
      return { id: row.id, number, trackingToken: token, totals: { totalInclVatCents: row.totalInclVatCents }, payment };
    },
  };
}
