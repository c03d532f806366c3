import { epcQrPayload } from '@veloport/domain';
import { business } from '@/config/business';

/**
 * The EPC QR payload (EPC069-12, "SEPA credit transfer") of a shop order paid by transfer: the shop's account, the
 * order's total and its structured communication. Built by the domain's `epcQrPayload`, as the bill PDF's code, so
 * the communication sits in the remittance text where Belgian banking apps read it (decision 083).
 */
export function orderTransferPayload(totalInclVatCents: number, structuredCommunication: string): string {
  return epcQrPayload({
    name: business.name,
    iban: business.iban,
    bic: business.bic,
    amountCents: totalInclVatCents,
    remittance: structuredCommunication,
  });
}
