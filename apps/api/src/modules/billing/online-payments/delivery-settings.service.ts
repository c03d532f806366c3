import { DELIVERY_METHOD_KINDS, type DeliverySettings } from '@veloport/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { deliverySettings } from './online-payments.table';

export type DeliverySettingsService = ReturnType<typeof createDeliverySettingsService>;
type Actor = { id: number | null; ip?: string | null };

/** Before the shop sets them: home delivery 7.95 €, store pickup free, relay point 4.95 €, free from 100 €. */
export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  methods: [
    { kind: 'home', priceCents: 795, enabled: true },
    { kind: 'pickup', priceCents: 0, enabled: true },
    { kind: 'relay', priceCents: 495, enabled: true },
  ],
  freeDeliveryFromCents: 10_000,
};

const ordered = (methods: DeliverySettings['methods']) => DELIVERY_METHOD_KINDS.map((kind) => methods.find((m) => m.kind === kind)!);

/** The shop's delivery methods with their prices and the free-delivery threshold: one row, read by the shop (decision 050). */
export function createDeliverySettingsService({ db }: { db: Db }) {
  async function get(): Promise<DeliverySettings> {
    const [row] = await db.select().from(deliverySettings).where(eq(deliverySettings.id, 1));
    if (!row) return DEFAULT_DELIVERY_SETTINGS;
    return { methods: ordered(row.methods), freeDeliveryFromCents: row.freeDeliveryFromCents };
  }
  return {
    get,
    async update(input: DeliverySettings, actor: Actor): Promise<DeliverySettings> {
      const before = await get();
      const values = { methods: ordered(input.methods), freeDeliveryFromCents: input.freeDeliveryFromCents, updatedById: actor.id, updatedAt: new Date() };
      await db.transaction(async (tx) => {
        await tx
          .insert(deliverySettings)
          .values({ id: 1, ...values })
          .onConflictDoUpdate({ target: deliverySettings.id, set: values });
        await recordAudit(tx, { actorId: actor.id, action: 'delivery_settings.updated', entity: 'delivery_settings', entityId: 1, before, after: { methods: values.methods, freeDeliveryFromCents: values.freeDeliveryFromCents }, ip: actor.ip });
      });
      return get();
    },
  };
}
