export const CONSENT_COOKIE = 'veloport_consent';
export type ConsentChoice = 'accepted' | 'refused';

const DAY_SECONDS = 24 * 60 * 60;
// Spec §9: an acceptance is remembered for a year, a refusal for a week.
const MAX_AGE: Record<ConsentChoice, number> = { accepted: 365 * DAY_SECONDS, refused: 7 * DAY_SECONDS };

export function readConsent(cookie: string = document.cookie): ConsentChoice | null {
  for (const part of cookie.split(';')) {
    const [key, value] = part.trim().split('=');
    if (key === CONSENT_COOKIE && (value === 'accepted' || value === 'refused')) return value;
  }
  return null;
}

export function consentCookie(choice: ConsentChoice): string {
  const secure = typeof window !== 'undefined' && window.location.protocol === 'https:' ? '; Secure' : '';
  return `${CONSENT_COOKIE}=${choice}; Max-Age=${MAX_AGE[choice]}; Path=/; SameSite=Lax${secure}`;
}

/** Stores the choice, then reloads so that only the accepted scripts run (spec §4). */
export function saveConsent(choice: ConsentChoice, reload: () => void = () => window.location.reload()): void {
  document.cookie = consentCookie(choice);
  reload();
}
