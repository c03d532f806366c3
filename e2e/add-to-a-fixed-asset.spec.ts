import { brusselsToday, formatPrice } from '@veloport/domain';
import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, apiSend, DEMO_PASSWORD, submitLogin } from './support/app';
import { journeyLocales, tr } from './support/i18n';

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

// Decision 115: an admin records a battery added to a leased bike, sees its acquisition value grow, deletes it; then
// undoes a write-off recorded by mistake.
for (const locale of journeyLocales('fr')) {
  test(`in ${locale}, an admin adds a battery to a bike of the register, deletes it, and undoes a write-off`, async ({ page }) => {
    test.setTimeout(120_000);
    const t = (key: string, vars?: Record<string, string | number>) => tr(locale, `depreciation:${key}`, vars);
    await page.goto(`/${locale}`);
    await submitLogin(page, locale, 'admin@veloport.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);

    const battery = `Batterie E2E ${locale} ${Date.now()}`;
    const year = brusselsToday().slice(0, 4);
    const overview = (await (await page.request.get(`/api/accounting/depreciation/overview?year=${year}&page=1`)).json()) as {
      assets: { bikeId: number; contractKind: string }[];
    };
    // Let bikes still in the register: the only ones written off.
    const lets = overview.assets.filter((a) =>
      ['leasing', 'leasing_with_maintenance_budget', 'annual', 'prepaid', 'renting'].includes(a.contractKind),
    );
    const bikeId = lets[0]!.bikeId;
    const before = (await (await page.request.get(`/api/stock/bikes/${bikeId}/additions`)).json()) as { acquisitionCents: number };

    await page.goto(`/${locale}/dashboard/bikes-stock/${bikeId}`);
    const section = page.getByRole('region', { name: t('additions.title') });
    await expect(section).toBeVisible();
    const form = section.getByRole('form', { name: t('additions.formTitle') });
    await form.getByRole('textbox', { name: t('additions.description') }).fill(battery);
    await form.getByRole('textbox', { name: t('additions.amountExclVat') }).fill(locale === 'en' ? '612.40' : '612,40');
    await form.getByRole('button', { name: t('additions.record'), exact: true }).click();
    const value = t('additions.value', { price: '.*', value: formatPrice(before.acquisitionCents + 61_240) }).replace(/[()]/g, '\\$&');
    await expect(section.getByText(new RegExp(value))).toBeVisible();
    await expect(section.getByRole('cell', { name: battery, exact: true })).toBeVisible();
    await expectAccessible(page, 'the additions of a bike');

    await section.getByRole('button', { name: t('additions.delete', { description: battery }) }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('additions.deleteConfirm'), exact: true })
      .click();
    await expect(section.getByRole('cell', { name: battery, exact: true })).toHaveCount(0);

    // A write-off recorded by mistake, undone from the bike's page.
    const other = lets[1]!.bikeId;
    expect((await apiSend(page.request, 'POST', `/api/stock/bikes/${other}/scrapped`, { date: brusselsToday() })).status()).toBe(200);
    await page.goto(`/${locale}/dashboard/bikes-stock/${other}`);
    await page.getByRole('button', { name: tr(locale, 'stock:actions.unscrapped.button'), exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: tr(locale, 'stock:actions.confirm'), exact: true })
      .click();
    await expect(page.getByRole('button', { name: tr(locale, 'stock:actions.scrapped.button'), exact: true })).toBeVisible();
  });
}
