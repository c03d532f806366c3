import { expect, request as playwrightRequest, test, type Page } from './support/test';
import { BASE_URL } from '../playwright.config';
import { expectAccessible } from './support/a11y';
import { acceptCookies, apiSend, confirmSignup, DEMO_PASSWORD, submitLogin, uniqueEmail } from './support/app';
import { journeyLocales, tr, type Locale } from './support/i18n';

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

type Taker = { email: string; password: string; firstname: string; language: Locale };

/** Initech requires its quiz: a new account signs up inactive (the demo one can pass only once). */
async function registerInitechTaker(language: Locale): Promise<Taker> {
  const taker: Taker = {
    email: uniqueEmail(`e2e.quiz.${language}`, 'initech.test'),
    password: 'Quiz-pass-2026!',
    firstname: 'Quentin',
    language,
  };
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL });
  const since = Date.now();
  try {
    const response = await apiSend(api, 'POST', '/api/auth/register', {
      firstname: taker.firstname,
      lastname: 'Quiz',
      email: taker.email,
      phone: null,
      password: taker.password,
      passwordConfirmation: taker.password,
      language,
    });
    expect(response.status(), await response.text()).toBe(201);
    expect(((await response.json()) as { signedIn: boolean }).signedIn).toBe(false);
    await confirmSignup(api, taker.email, since);
  } finally {
    await api.dispose();
  }
  return taker;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const choose = (page: Page, role: 'radio' | 'checkbox', name: string) => page.getByRole(role, { name, exact: true }).check();

// Initech's demo quiz (apps/api/src/db/seed/seed-demo.ts), written in French whatever the page language.
const QUIZ_TITLE = 'Initech : rouler en sécurité';
async function answerWrongly(page: Page) {
  await choose(page, 'radio', 'Non, jamais');
  await choose(page, 'radio', 'Seulement quand elle est vide');
  await choose(page, 'checkbox', 'La couleur du cadre');
}
async function answerRightly(page: Page) {
  await choose(page, 'radio', 'Oui, à chaque trajet');
  await choose(page, 'radio', 'Après chaque trajet, au bureau ou à la maison');
  await choose(page, 'checkbox', 'Les freins');
  await choose(page, 'checkbox', 'La pression des pneus');
}

for (const locale of journeyLocales('nl')) {
  test.describe(`in ${locale}`, () => {
    test('an inactive Initech account fails the quiz, reads why, passes it and lands on the dashboard', async ({ page }) => {
      const taker: Taker =
        locale === 'fr'
          ? { email: 'inactive@initech.test', password: DEMO_PASSWORD, firstname: 'Igor', language: 'fr' }
          : await registerInitechTaker(locale);

      await page.goto(`/${locale}`);
      await submitLogin(page, locale, taker.email, taker.password);
      await expect(page.getByRole('alert').filter({ hasText: tr(locale, 'errors:api.user_inactive') })).toBeVisible();
      await expect(page.getByText(tr(locale, 'quiz:offer.title'), { exact: true })).toBeVisible();
      await expectAccessible(page, 'quiz offer');
      await page.getByRole('button', { name: tr(locale, 'quiz:offer.cta'), exact: true }).click();

      await expect(page).toHaveURL(`/${locale}/quiz`);
      await expect(heading(page, QUIZ_TITLE)).toBeVisible();
      await expect(page.getByText(tr(locale, 'quiz:take.minimum', { minimum: 5 }), { exact: true })).toBeVisible();
      await expectAccessible(page, 'quiz');

      const submit = page.getByRole('button', { name: tr(locale, 'quiz:take.submit'), exact: true });
      await answerWrongly(page);
      await submit.click();
      await expect(page.getByText(tr(locale, 'quiz:result.failedTitle'), { exact: true })).toBeVisible();
      await expect(page.getByText(tr(locale, 'quiz:result.score', { score: -2, minimum: 5 }), { exact: true })).toBeVisible();
      await expect(
        page.getByText('Le casque n’est pas obligatoire en Belgique, mais Initech le demande pour tous ses vélos.', { exact: true }),
      ).toBeVisible();
      await expect(page.getByText(/Les décharges complètes usent la batterie\./)).toBeVisible();
      await expectAccessible(page, 'quiz failed');

      await page.getByRole('button', { name: tr(locale, 'quiz:result.retry'), exact: true }).click();
      await expect(page.getByText(tr(locale, 'quiz:result.failedTitle'), { exact: true })).toHaveCount(0);
      await answerRightly(page);
      await submit.click();

      await expect(page).toHaveURL(`/${taker.language}/dashboard`);
      await expect(heading(page, tr(taker.language, 'dashboard:home.greeting', { firstname: taker.firstname }))).toBeVisible();

      // The account is active now: a plain sign-in works.
      const check = await page.request.get('/api/auth/check');
      expect(((await check.json()) as { user: { email: string; status: string } }).user).toMatchObject({
        email: taker.email,
        status: 'active',
      });
    });
  });
}
