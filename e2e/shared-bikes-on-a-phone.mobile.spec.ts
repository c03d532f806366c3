import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, DEMO_PASSWORD, signIn } from './support/app';
import { tr } from './support/i18n';

// Shared-bike booking (decision 033) on a phone: the form, the free bikes and my reservations fit the screen.
const EMPLOYEE = { email: 'employee@acme.test', password: DEMO_PASSWORD, language: 'fr', firstname: 'Emile' } as const;

test('on a phone an employee finds the free shared bikes and reads their reservations without sideways scrolling', async ({
  page,
  context,
}) => {
  await acceptCookies(context);
  await signIn(page, 'fr', EMPLOYEE);
  const fits = async () => {
    const size = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
    expect(size.scrollWidth).toBeLessThanOrEqual(size.innerWidth);
  };

  await page.goto('/fr/dashboard/reservations/create');
  await expect(page.getByRole('heading', { level: 1, name: tr('fr', 'sharing:book.title') })).toBeVisible();
  await page.getByLabel(tr('fr', 'sharing:fields.building')).selectOption({ label: 'Entrepôt Herstal' });
  await page.getByRole('button', { name: tr('fr', 'sharing:book.search') }).click();
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
  await fits();
  await expectAccessible(page, 'shared-bike booking on a phone');

  await page.goto('/fr/dashboard/reservations/mine');
  await expect(page.getByRole('heading', { level: 1, name: tr('fr', 'sharing:mine.title') })).toBeVisible();
  await fits();
  await expectAccessible(page, 'my reservations on a phone');
});
