import { DELIVERY_METHOD_KINDS, zonedDeliveryPriceCents, zoneOf, type DeliverySettings, type Clock } from '@veloport/domain';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { onlinePaymentsRepository as repo } from './online-payments.repository';

export type DeliverySettingsService = ReturnType<typeof createDeliverySettingsService>;
type Actor = { id: number | null; ip?: string | null };

/** Before the shop sets them: home delivery 7.95 €, store pickup free, relay point 4.95 €, free from 100 €. */
export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  methods: [
    { kind: 'home', priceCents: 795, enabled: true, zones: [] },
    { kind: 'pickup', priceCents: 0, enabled: true, zones: [] },
    { kind: 'relay', priceCents: 495, enabled: true, zones: [] },
  ],
  freeDeliveryFromCents: 10_000,
};

type StoredMethod = Omit<DeliverySettings['methods'][number], 'zones'> & { zones?: DeliverySettings['methods'][number]['zones'] };
const ordered = (methods: StoredMethod[]) =>
  DELIVERY_METHOD_KINDS.map((kind) => {
    const m = methods.find((x) => x.kind === kind)!;
    return { ...m, zones: m.zones ?? [] };
  });

/** The shop's delivery methods with their prices and the free-delivery threshold: one row, read by the shop (decision 050). */
export function createDeliverySettingsService({ clock, db }: { clock: Clock; db: Db }) {
  async function get(): Promise<DeliverySettings> {
    const row = await repo.deliverySettings(db);
    if (!row) return DEFAULT_DELIVERY_SETTINGS;
    return { methods: ordered(row.methods), freeDeliveryFromCents: row.freeDeliveryFromCents };
  }
  return {
    get,
    /**
     * The methods offered at a postal code with their price (decision 059): a method with zones only inside one of
     * them, at the zone's price; free from the threshold on. What an order's delivery price comes from.
     */
    async quote(postalCode: string, totalCents: number) {
      const settings = await get();
      return {
        methods: settings.methods.flatMap((m) => {
          const priceCents = zonedDeliveryPriceCents(m, postalCode, totalCents, settings.freeDeliveryFromCents);
          return priceCents === null ? [] : [{ kind: m.kind, priceCents, zone: zoneOf(m.zones, postalCode)?.name ?? null }];
        }),
      };
    },
    async update(input: DeliverySettings, actor: Actor): Promise<DeliverySettings> {
      const before = await get();
      const values = {
        methods: ordered(input.methods),
        freeDeliveryFromCents: input.freeDeliveryFromCents,
        updatedById: actor.id,
        updatedAt: clock.now(),
      };
      await db.transaction(async (tx) => {
        await repo.saveDeliverySettings(tx, values);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'delivery_settings.updated',
          entity: 'delivery_settings',
          entityId: 1,
          before,
          after: { methods: values.methods, freeDeliveryFromCents: values.freeDeliveryFromCents },
          ip: actor.ip,
        });
      });
      return get();
    },
  };
}
