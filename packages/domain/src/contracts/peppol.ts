import { z } from 'zod';

/**
 * Peppol e-invoicing (issue 14 "Out the door", decision 045). A participant id is `scheme:identifier`, the scheme one of
 * the four-digit ISO 6523 codes of the Peppol EAS list (0208 = Belgian enterprise number, 9925 = Belgian VAT…).
 */
export const PEPPOL_PARTICIPANT_ID = /^\d{4}:[A-Za-z0-9][A-Za-z0-9.\-_]{1,49}$/;

/** A Belgian enterprise number (0208): ten digits whose last two are 97 − (the first eight mod 97). */
export function belgianEnterpriseNumberIssue(digits: string): 'invalid_enterprise_number' | null {
  if (!/^[01]\d{9}$/.test(digits)) return 'invalid_enterprise_number';
  return 97 - (Number(digits.slice(0, 8)) % 97) === Number(digits.slice(8)) ? null : 'invalid_enterprise_number';
}

/** "0208:0123.456.749 " → "0208:0123456749"; anything else trimmed. */
export function normalizePeppolParticipantId(value: string): string {
  const v = value.trim();
  return v.startsWith('0208:') ? `0208:${v.slice(5).replace(/[\s.]/g, '')}` : v;
}

export const peppolParticipantIdSchema = z
  .string()
  .trim()
  .max(60)
  .transform(normalizePeppolParticipantId)
  .superRefine((v, ctx) => {
    if (!PEPPOL_PARTICIPANT_ID.test(v)) ctx.addIssue({ code: 'custom', message: 'invalid' });
    else if (v.startsWith('0208:') && belgianEnterpriseNumberIssue(v.slice(5))) ctx.addIssue({ code: 'custom', message: 'invalid' });
  });

/** `PUT /api/companies/{id}/peppol`: the company's Peppol participant id, or null to stop sending through Peppol. */
export const companyPeppolInputSchema = z.object({
  participantId: z.union([z.literal('').transform(() => null), z.null(), peppolParticipantIdSchema]),
});
export type CompanyPeppolInput = z.output<typeof companyPeppolInputSchema>;
export const companyPeppolSchema = z.object({ companyId: z.number(), participantId: z.string().nullable() });
export type CompanyPeppol = z.infer<typeof companyPeppolSchema>;

/** `GET /api/bills/{id}/peppol`: where the bill's customer receives e-invoices and whether this bill went through Peppol. */
export const billPeppolSchema = z.object({
  participantId: z.string().nullable(),
  delivery: z.object({ sentAt: z.string(), accessPoint: z.string(), messageId: z.string(), participantId: z.string() }).nullable(),
});
export type BillPeppol = z.infer<typeof billPeppolSchema>;
