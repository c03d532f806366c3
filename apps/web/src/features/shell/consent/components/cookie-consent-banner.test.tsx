import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CookieConsentBanner } from '@/features/shell/consent/components/cookie-consent-banner';
import { readConsent } from '@/features/shell/consent/consent-cookie';
import { renderWithProviders } from '@/test/render';

const clearConsent = () => {
  document.cookie = 'veloport_consent=; Max-Age=0; path=/';
};

beforeEach(clearConsent);

describe('cookie consent banner', () => {
  it('stays hidden once a choice is stored', async () => {
    document.cookie = 'veloport_consent=refused; path=/';
    await renderWithProviders(<CookieConsentBanner reload={vi.fn()} />);
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it.each([
    ['Accept', 'accepted'],
    ['Refuse', 'refused'],
  ] as const)('stores "%s" and reloads the page', async (button, stored) => {
    const reload = vi.fn();
    await renderWithProviders(<CookieConsentBanner reload={reload} />);
    const banner = screen.getByRole('region', { name: 'Cookie consent' });
    expect(banner.textContent).toContain('audience measurement');
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(readConsent()).toBe(stored);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('lets the visitor customise: measurement off means refused, on means accepted', async () => {
    const reload = vi.fn();
    await renderWithProviders(<CookieConsentBanner reload={reload} />);
    await userEvent.click(screen.getByRole('button', { name: 'Customise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie preferences' });
    const necessary = screen.getByRole('switch', { name: 'Strictly necessary cookies' }) as HTMLInputElement;
    expect(necessary.checked && necessary.disabled).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(readConsent()).toBe('refused');

    clearConsent();
    await userEvent.click(screen.getByRole('switch', { name: 'Audience measurement' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(readConsent()).toBe('accepted');
    expect(reload).toHaveBeenCalledTimes(2);
    expect(dialog).toBeTruthy();
  });

  it('is in French on the French site', async () => {
    await renderWithProviders(<CookieConsentBanner reload={vi.fn()} />, { locale: 'fr' });
    expect(screen.getByRole('region', { name: 'Consentement aux cookies' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accepter' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refuser' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Personnaliser' })).toBeTruthy();
  });
});
