/**
 * The payload of the EPC QR code ("SEPA credit transfer" QR, EPC069-12 version 002) printed on a bill: a mobile
 * banking app scans it and fills in the beneficiary, IBAN, amount and communication. Belgian banking apps read the
 * structured communication from the remittance text, where Belgian bills put it.
 */
import { compactIban } from './iban';

export type EpcTransfer = { name: string; iban: string; bic?: string | null; amountCents: number; remittance: string };

/** At most 331 bytes; the name is cut to 70 characters and the remittance to 140, as the standard allows. */
export function epcQrPayload(t: EpcTransfer): string {
  if (!Number.isInteger(t.amountCents) || t.amountCents < 1 || t.amountCents > 99_999_999_999)
    throw new RangeError('An EPC transfer is from 0.01 to 999999999.99 euro');
  const amount = `EUR${Math.floor(t.amountCents / 100)}.${String(t.amountCents % 100).padStart(2, '0')}`;
  return [
    'BCD',
    '002',
    '1',
    'SCT',
    (t.bic ?? '').replace(/\s/g, '').toUpperCase(),
    t.name.trim().slice(0, 70),
    compactIban(t.iban),
    amount,
    '',
    '',
    t.remittance.trim().slice(0, 140),
  ].join('\n');
}
