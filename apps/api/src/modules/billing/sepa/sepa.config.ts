import { compactCreditorId, creditorId, isValidCreditorId } from '@veloport/domain';
import { z } from 'zod';
import type { BusinessIdentity } from '../../../config';

/**
 * SEPA settings (decision 046), read from the environment like the rest of the config: `SEPA_CREDITOR_ID` (the
 * identifier the National Bank gives a creditor; by default the one derived from the business's enterprise number,
 * a valid demo value) and `SEPA_PRENOTIFICATION_DAYS` (business days between the pre-notification and the debit).
 */
export type SepaSettings = { creditorId: string; preNotificationDays: number; creditor: { name: string; iban: string; bic: string } };

const env = z.object({
  SEPA_CREDITOR_ID: z.string().trim().optional(),
  SEPA_PRENOTIFICATION_DAYS: z.coerce.number().int().min(1).max(30).default(5),
});

export function sepaSettings(business: BusinessIdentity, source: Record<string, string | undefined> = process.env): SepaSettings {
  const parsed = env.parse(source);
  const id = parsed.SEPA_CREDITOR_ID ? compactCreditorId(parsed.SEPA_CREDITOR_ID) : creditorId('BE', business.vatNumber.replace(/\D/g, ''));
  if (!isValidCreditorId(id)) throw new Error(`SEPA_CREDITOR_ID ${id} is not a valid SEPA creditor identifier`);
  return {
    creditorId: id,
    preNotificationDays: parsed.SEPA_PRENOTIFICATION_DAYS,
    creditor: { name: business.name, iban: business.iban, bic: business.bic },
  };
}
