import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, DEMO_PASSWORD, signIn } from './support/app';
import { journeyLocales, tr, type Locale } from './support/i18n';

const ACME_FLEET = { email: 'fleet@acme.test', password: DEMO_PASSWORD, language: 'nl', firstname: 'Fiona' } as const;

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const nav = (page: Page, locale: Locale) => page.getByRole('navigation', { name: tr(locale, 'common:layout.mainNavigation') });

for (const locale of journeyLocales('en')) {
  test(`in ${locale}: a fleet manager reviews the company quiz, is told what cannot be saved, and attaches a document`, async ({
    page,
  }) => {
    const fileName = `Code de la route ${locale}.pdf`;
    await signIn(page, locale, ACME_FLEET);
    await page.goto(`/${locale}/dashboard`);
    await nav(page, locale)
      .getByRole('link', { name: tr(locale, 'dashboard:nav.quiz'), exact: true })
      .click();
    await expect(page).toHaveURL(`/${locale}/dashboard/fleet/quiz`);
    await expect(heading(page, tr(locale, 'quiz:builder.title'))).toBeVisible();
    await expect(page.getByLabel(tr(locale, 'quiz:builder.fields.title'), { exact: true })).toHaveValue('Vélos partagés Acme');
    await expect(page.getByText(tr(locale, 'quiz:builder.maxScore', { score: 6 }), { exact: true })).toBeVisible();
    await expectAccessible(page, 'quiz builder');

    // A minimum above the best score is refused before anything is sent (the Acme quiz stays as it is).
    const minimum = page.getByLabel(tr(locale, 'quiz:builder.fields.minimumScore'), { exact: true });
    await minimum.fill('7');
    await page.getByRole('button', { name: tr(locale, 'quiz:builder.submit'), exact: true }).click();
    await expect(page.getByText(tr(locale, 'errors:fields.min_score_unreachable'), { exact: true })).toBeVisible();

    await page.getByLabel(tr(locale, 'quiz:files.choose'), { exact: true }).setInputFiles({
      name: fileName,
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await expect(page.getByText(tr(locale, 'quiz:files.uploaded', { name: fileName }), { exact: true })).toBeVisible();
    const link = page.getByRole('link', { name: new RegExp(fileName) });
    await expect(link).toHaveAttribute('href', /^\/api\/quiz-files\/[\w-]{20,}$/);
    expect((await page.request.get((await link.getAttribute('href'))!)).headers()['content-type']).toBe('application/pdf');

    await page.getByRole('button', { name: tr(locale, 'quiz:files.delete', { name: fileName }), exact: true }).click();
    await expect(link).toHaveCount(0);
    await expect(page.getByText(tr(locale, 'quiz:files.empty'), { exact: true })).toBeVisible();
  });
}
