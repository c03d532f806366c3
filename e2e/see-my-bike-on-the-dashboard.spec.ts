import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, DEMO_PASSWORD, submitLogin } from './support/app';
import { journeyLocales, tr } from './support/i18n';

for (const locale of journeyLocales('en')) {
  test(`in ${locale}, an employee finds their bike, contract and promotions on the dashboard and asks for maintenance from it`, async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const t = (key: string, vars?: Record<string, string | number>) => tr(locale, `dashboardCards:${key}`, vars);
    await acceptCookies(context);
    await page.goto(`/${locale}`);
    await submitLogin(page, locale, 'employee@acme.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    // The demo employee reads French: open the dashboard in the journey's language.
    await page.goto(`/${locale}/dashboard`);

    // The my-bike card: the demo employee's leased bike, with its frame number (decision 058).
    const card = page.getByRole('region', { name: t('myBike.title'), exact: true });
    await expect(card).toBeVisible();
    await expect(card.getByText(/^(Frame|Cadre|Kader) /).first()).toBeVisible();

    // The carousel: the demo's public promotions, paused and turned by hand.
    const carousel = page.getByRole('region', { name: t('carousel.title'), exact: true });
    await expect(carousel).toBeVisible();
    await carousel.getByRole('button', { name: t('carousel.pause'), exact: true }).click();
    await expect(carousel.getByRole('button', { name: t('carousel.play'), exact: true })).toBeVisible();
    const before = await carousel.getByRole('group').getAttribute('aria-label');
    await carousel.getByRole('button', { name: t('carousel.next'), exact: true }).click();
    await expect(carousel.getByRole('group')).not.toHaveAttribute('aria-label', before ?? '');
    // News from the blog and the next event come first: turn on until a promotion shows (each slide says "n of total").
    const promotion = carousel.getByText('BIENVENUE10', { exact: true }).or(carousel.getByText('VELO20', { exact: true }));
    const total = Number(/(\d+)\D*$/.exec((await carousel.getByRole('group').getAttribute('aria-label')) ?? '')?.[1] ?? 1);
    for (let turn = 1; turn < total && !(await promotion.isVisible()); turn++) {
      const shown = await carousel.getByRole('group').getAttribute('aria-label');
      await carousel.getByRole('button', { name: t('carousel.next'), exact: true }).click();
      await expect(carousel.getByRole('group')).not.toHaveAttribute('aria-label', shown ?? '');
    }
    await expect(promotion).toBeVisible();
    await expectAccessible(page, 'dashboard with carousel and my-bike card');

    await card.getByRole('link', { name: t('myBike.ask'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/maintenance/new$`));
    await expect(page.getByRole('heading', { level: 1, name: tr(locale, 'maintenance:titles.ask'), exact: true })).toBeVisible();
  });
}
