import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, DEMO_PASSWORD, submitLogin } from './support/app';
import { escapeRegExp, journeyLocales, tr } from './support/i18n';

// Company questionnaires (issue 15, decision 054).
for (const locale of journeyLocales('en')) {
  test(`in ${locale}, an admin builds a questionnaire without a slug, a visitor answers it at the generated address, the response shows in the list and the CSV`, async ({
    page,
    browser,
    context,
  }) => {
    test.setTimeout(120_000);
    const t = (key: string, vars?: Record<string, string | number>) => tr(locale, `questionnaires:${key}`, vars);
    await acceptCookies(context);
    const stamp = Date.now().toString(36);
    const title = `Bike day ${stamp}`;
    const slug = `bike-day-${stamp}`;
    const lastname = `Lambert${stamp}`;

    // The admin builds it: no slug, the bike usage made required.
    await page.goto(`/${locale}`);
    await submitLogin(page, locale, 'admin@veloport.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`/${locale}/dashboard/company-questionnaires/create`);
    await expect(page.getByRole('heading', { level: 1, name: t('create'), exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(t('fields.title'))}`) }).fill(title);
    await page.getByRole('checkbox', { name: t('builder.required', { field: t('fieldNames.bikeUsage') }) }).check();
    await page.getByRole('button', { name: t('createSubmit'), exact: true }).click();
    await expect(page).toHaveURL(/\/company-questionnaires\/\d+\/edit$/);
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    // The address was made from the title.
    await expect(page.getByRole('link', { name: t('openPublic'), exact: true })).toHaveAttribute(
      'href',
      `/${locale}/questionnaire/${slug}`,
    );
    const id = Number(/company-questionnaires\/(\d+)\/edit/.exec(page.url())![1]);

    // A visitor, signed out, answers it at the generated address.
    const visitorContext = await browser.newContext();
    await acceptCookies(visitorContext);
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/${locale}/questionnaire/${slug}`);
    // The page comes server-rendered: the app must have taken it over before a click counts.
    await visitor.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
    await expect(visitor.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    await visitor.getByRole('button', { name: t('public.send'), exact: true }).click();
    await expect(visitor.getByText(t('errors.validation'), { exact: true })).toBeVisible();
    await expectAccessible(visitor, 'public questionnaire with errors');
    await visitor.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(t('fieldNames.name'))}`) }).fill(lastname);
    await visitor.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(t('fieldNames.firstname'))}`) }).fill('Julie');
    await visitor.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(t('fieldNames.email'))}`) }).fill(`julie.${stamp}@example.org`);
    await visitor.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(t('fieldNames.phone'))}`) }).fill('0470 12 34 56');
    await visitor.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(t('fieldNames.bikeUsage'))}`) }).selectOption('cargo');
    await visitor.getByRole('radio', { name: t('yes'), exact: true }).check();
    await visitor.getByRole('spinbutton', { name: new RegExp(`^${escapeRegExp(t('fieldNames.size'))}`) }).fill('168');
    await visitor.getByRole('button', { name: t('public.send'), exact: true }).click();
    await expect(visitor.getByText(t('public.sent'), { exact: true })).toBeVisible();
    await visitorContext.close();

    // The admin sees it counted in the list, then reads it among the responses and in the CSV.
    await page.goto(`/${locale}/dashboard/company-questionnaires?q=${stamp}`);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });
    await expect(row.getByRole('link', { name: `${t('responses')}: ${title} (1)` })).toBeVisible();
    await row.getByRole('link', { name: `${t('responses')}: ${title} (1)` }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('responsesTitle', { title }), exact: true })).toBeVisible();
    const answer = page.getByRole('row').filter({ hasText: lastname });
    await expect(answer).toContainText(t('usages.cargo'));
    await expectAccessible(page, 'questionnaire responses');

    const csv = await page.request.get(`/api/questionnaires/${id}/responses?format=csv&lang=${locale}`);
    expect(csv.status()).toBe(200);
    const text = await csv.text();
    expect(text).toContain(`;${lastname};Julie;julie.${stamp}@example.org;+32470123456;${t('usages.cargo')};`);
  });
}
