import { describe, expect, it } from 'vitest';
import { consentCookie, readConsent } from '@/features/shell/consent/consent-cookie';

describe('consent cookie', () => {
  it('remembers an acceptance for a year and a refusal for seven days, site-wide', () => {
    expect(consentCookie('accepted')).toBe('veloport_consent=accepted; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(consentCookie('refused')).toBe('veloport_consent=refused; Max-Age=604800; Path=/; SameSite=Lax');
  });

  it('reads only a valid stored choice', () => {
    expect(readConsent('a=1; veloport_consent=accepted')).toBe('accepted');
    expect(readConsent('veloport_consent=maybe')).toBeNull();
    expect(readConsent('')).toBeNull();
  });
});
