import { expect, request as playwrightRequest, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { BASE_URL } from '../../playwright.config';
import { tr, type Locale } from './i18n';
import { waitForMail } from './mailbox';

export const DEMO_PASSWORD = 'Velo-demo-2026';
export const CONSENT_COOKIE = 'veloport_consent';

let counter = 0;
/** An address nobody has used yet in this database. */
export function uniqueEmail(prefix: string, domain = 'example.org'): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${process.pid}.${counter}@${domain}`;
}

/** Stores the visitor's cookie choice beforehand, so that the banner does not cover the page. */
export async function acceptCookies(context: BrowserContext) {
  await context.addCookies([{ name: CONSENT_COOKIE, value: 'accepted', url: BASE_URL }]);
}

/** A state-changing API call the way the web app makes it: CSRF cookie first, then the X-XSRF-TOKEN header. */
export async function apiSend(api: APIRequestContext, method: 'POST' | 'PUT' | 'DELETE', url: string, data?: unknown) {
  let state = await api.storageState();
  let token = state.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
  if (!token) {
    expect((await api.get('/api/csrf-cookie')).status()).toBe(204);
    state = await api.storageState();
    token = state.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
  }
  return api.fetch(url, { method, data, headers: { 'X-XSRF-TOKEN': decodeURIComponent(token ?? '') } });
}

export type Account = { email: string; password: string; firstname: string; lastname: string; language: Locale };

/** A company address joins through the link mailed to it (decision 016): reads the mail and follows its link. */
export async function confirmSignup(api: APIRequestContext, email: string, since: number) {
  const mail = await waitForMail(email, since);
  const token = new URL(mail.link!).pathname.split('/confirm-email/')[1];
  const confirmed = await apiSend(api, 'POST', '/api/auth/confirm-email', { token });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

/**
 * A fresh account created through the API, so that a journey changes nobody else's data: a personal one,
 * or with `domain: 'acme.test'` an employee of Acme (a company that lets its staff sign up).
 */
export async function createAccount(language: Locale, firstname = 'Sam', { domain = 'example.org' } = {}): Promise<Account> {
  const account: Account = {
    email: uniqueEmail(`e2e.${language}`, domain),
    password: 'Fresh-pass-2026!',
    firstname,
    lastname: 'Tester',
    language,
  };
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL });
  const since = Date.now();
  try {
    const response = await apiSend(api, 'POST', '/api/auth/register', {
      firstname: account.firstname,
      lastname: account.lastname,
      email: account.email,
      phone: null,
      password: account.password,
      passwordConfirmation: account.password,
      language,
    });
    expect(response.status(), await response.text()).toBe(201);
    if (((await response.json()) as { confirmationPending?: boolean }).confirmationPending) await confirmSignup(api, account.email, since);
  } finally {
    await api.dispose();
  }
  return account;
}

/** Fills and submits the login form of the page's current locale. */
export async function submitLogin(page: Page, locale: Locale, email: string, password: string) {
  await page.getByLabel(tr(locale, 'auth:fields.email'), { exact: true }).fill(email);
  await page.getByLabel(tr(locale, 'auth:fields.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: tr(locale, 'auth:login.submit'), exact: true }).click();
}

/** Opens the login page in `locale` and signs in; the user lands on the dashboard in their own language. */
export async function signIn(
  page: Page,
  locale: Locale,
  account: { email: string; password: string; language: Locale; firstname: string },
) {
  await page.goto(`/${locale}`);
  await submitLogin(page, locale, account.email, account.password);
  await expect(page).toHaveURL(`/${account.language}/dashboard`);
  await expect(
    page.getByRole('heading', { level: 1, name: tr(account.language, 'dashboard:home.greeting', { firstname: account.firstname }) }),
  ).toBeVisible();
}
