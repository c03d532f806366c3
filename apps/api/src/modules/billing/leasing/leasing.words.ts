import type { Locale } from '@veloport/domain';

/** Words on the bills, in the customer's language. */
export const BILL_WORDS: Record<
  Locale,
  {
    rent: (bike: string, period: string) => string;
    annual: (bike: string, period: string) => string;
    instalment: (bike: string, n: number) => string;
  }
> = {
  fr: {
    rent: (b, p) => `Leasing ${b} — ${p}`,
    annual: (b, p) => `Leasing annuel ${b} — à partir de ${p}`,
    instalment: (b, n) => `Option d’achat ${b} — mensualité ${n}/24`,
  },
  en: {
    rent: (b, p) => `Lease ${b} — ${p}`,
    annual: (b, p) => `Annual lease ${b} — from ${p}`,
    instalment: (b, n) => `Purchase option ${b} — instalment ${n}/24`,
  },
  nl: {
    rent: (b, p) => `Leasing ${b} — ${p}`,
    annual: (b, p) => `Jaarlijkse leasing ${b} — vanaf ${p}`,
    instalment: (b, n) => `Aankoopoptie ${b} — termijn ${n}/24`,
  },
};

/** A prepaid lease's one bill, for its whole term (decision 065), in the customer's language. */
export const PREPAID_WORDS: Record<Locale, (bike: string, start: string, end: string) => string> = {
  fr: (b, s, e) => `Leasing prépayé ${b} — du ${s} au ${e}`,
  en: (b, s, e) => `Prepaid lease ${b} — ${s} to ${e}`,
  nl: (b, s, e) => `Vooruitbetaalde leasing ${b} — van ${s} tot ${e}`,
};
