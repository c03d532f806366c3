import { describe, expect, it } from 'vitest';
import { postLoginPath, safeRedirect, switchLocaleInPath } from '@/lib/locale';

describe('switchLocaleInPath', () => {
  it('replaces the locale segment and keeps the rest of the path', () => {
    expect(switchLocaleInPath('/fr/dashboard/user-settings', '', '', 'nl')).toBe('/nl/dashboard/user-settings');
  });

  it('keeps the query and the hash', () => {
    expect(switchLocaleInPath('/fr/set-password', '?email=a%40b.be&token=xyz', '#form', 'en')).toBe(
      '/en/set-password?email=a%40b.be&token=xyz#form',
    );
  });

  it('accepts a query and hash given without their prefix', () => {
    expect(switchLocaleInPath('/en/dashboard', 'page=2', 'top', 'fr')).toBe('/fr/dashboard?page=2#top');
  });

  it('switches the login page, with or without trailing slash', () => {
    expect(switchLocaleInPath('/fr', '', '', 'en')).toBe('/en');
    expect(switchLocaleInPath('/fr/', '?redirect=%2Ffr%2Fdashboard', '', 'nl')).toBe('/nl?redirect=%2Ffr%2Fdashboard');
  });

  it('adds the locale to a path that has none', () => {
    expect(switchLocaleInPath('/', '', '', 'nl')).toBe('/nl');
    expect(switchLocaleInPath('/dashboard', '', '', 'en')).toBe('/en/dashboard');
  });

  it('leaves an unchanged locale in place', () => {
    expect(switchLocaleInPath('/en/error/404', '', '', 'en')).toBe('/en/error/404');
  });
});

describe('postLoginPath', () => {
  it('lands on the dashboard in the user language', () => {
    expect(postLoginPath('nl', null)).toBe('/nl/dashboard');
  });

  it('returns to the redirect target, re-prefixed with the user language', () => {
    expect(postLoginPath('en', '/fr/dashboard/user-settings?tab=1#password')).toBe('/en/dashboard/user-settings?tab=1#password');
  });

  it('falls back to French for an unknown language', () => {
    expect(postLoginPath('de', null)).toBe('/fr/dashboard');
  });

  it('ignores redirects to other sites or back to the login page', () => {
    expect(postLoginPath('fr', 'https://evil.example/fr/dashboard')).toBe('/fr/dashboard');
    expect(postLoginPath('fr', '//evil.example/x')).toBe('/fr/dashboard');
    expect(postLoginPath('fr', '/en')).toBe('/fr/dashboard');
    expect(safeRedirect('/\\evil.example')).toBeNull();
  });
});
