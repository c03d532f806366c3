import { addDays, brusselsToday, formatDate, weekdayOf, yearOf } from '@veloport/domain';
import { BASE_URL } from '../playwright.config';
import { expect, request as playwrightRequest, test } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, apiSend, DEMO_PASSWORD, submitLogin, uniqueEmail } from './support/app';
import { escapeRegExp, journeyLocales, tr } from './support/i18n';
import { waitForMail } from './support/mailbox';

// A rental in June next year: a test ride in the past is refused.
const YEAR = yearOf(brusselsToday()) + 1;
/** The first Tuesday of June and the Wednesday after it: days the Brussels store is open (decision 098). */
const START = addDays(`${YEAR}-06-01`, (9 - weekdayOf(`${YEAR}-06-01`)) % 7);
const END = addDays(START, 1);

const SUBJECTS = {
  fr: "Veloport\u00a0: réponse à votre demande d'essai ou de location",
  en: 'Veloport: an answer to your test-ride or rental request',
  nl: 'Veloport: antwoord op je aanvraag voor een proefrit of huur',
} as const;

for (const [index, locale] of journeyLocales('fr').entries()) {
  test(`in ${locale}, an admin opens a test-ride request, reads it in words and answers it by e-mail`, async ({ page, context }) => {
    test.setTimeout(120_000);
    const t = (key: string, vars?: Record<string, string | number>) => tr(locale, `requests:${key}`, vars);
    await acceptCookies(context);

    // A visitor asked for a rental at the Brussels store, in the admin's language of the day.
    const email = uniqueEmail(`answer.${locale}`);
    const lastname = `Reply${Date.now().toString(36)}`;
    const bikes = (await (await page.request.get('/api/public/catalog/bikes?perPage=1')).json()) as { data: { slug: string }[] };
    const slug = bikes.data[0]!.slug;
    // From its own address (through the trusted local proxy), so the hourly limit of the other journeys is not touched.
    const visitor = await playwrightRequest.newContext({
      baseURL: BASE_URL,
      extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${200 + index}` },
    });
    const sent = await apiSend(visitor, 'POST', '/api/public/requests/test-ride', {
      firstname: 'Lou',
      lastname,
      email,
      locale,
      phone: '+32 470 12 34 56',
      kind: 'rental',
      bikes: 2,
      start: `${START}T09:00:00+02:00`,
      end: `${END}T18:30:00+02:00`,
      rideType: 'ravel',
      size: 'L',
      frameType: 'F',
      helmets: 2,
      bags: 1,
      comment: 'Deux personnes',
      storeId: 2,
      bikeSlug: slug,
    });
    expect(sent.status(), await sent.text()).toBe(201);
    await visitor.dispose();

    // The admin finds it in the list, in words.
    await page.goto(`/${locale}`);
    await submitLogin(page, locale, 'admin@veloport.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`/${locale}/dashboard/requests?type=test_ride`);
    await expect(page.getByRole('heading', { level: 1, name: t('list.title'), exact: true })).toBeVisible();
    const name = `Lou ${lastname}`;
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect(row.getByText(`${t('kinds.rental')} · ${t('details.bikes')}: 2 · Bruxelles`, { exact: true })).toBeVisible();
    await expect(
      row.getByText(t('details.period', { start: `${formatDate(START)} 09:00`, end: `${formatDate(END)} 18:30` }), { exact: true }),
    ).toBeVisible();
    await expect(row.getByText(/rideType|frameType|storeId/)).toHaveCount(0);
    await row.getByRole('link', { name, exact: true }).click();

    // Every field, translated.
    const title = t('detail.title', { type: t('types.test_ride'), name });
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/requests/\\d+$`));
    for (const [label, value] of [
      ['details.kind', t('kinds.rental')],
      ['details.rideType', t('rideTypes.ravel')],
      ['details.frameType', t('frameTypes.F')],
      ['details.start', `${formatDate(START)} 09:00`],
      ['details.end', `${formatDate(END)} 18:30`],
      ['details.store', 'Bruxelles'],
      ['details.comment', 'Deux personnes'],
    ] as const) {
      await expect(
        page
          .getByRole('definition')
          .filter({ hasText: new RegExp(`^${escapeRegExp(value)}$`) })
          .first(),
        label,
      ).toBeVisible();
      await expect(
        page
          .getByRole('term')
          .filter({ hasText: new RegExp(`^${escapeRegExp(t(label))}$`) })
          .first(),
        label,
      ).toBeVisible();
    }
    await expect(page.getByRole('link', { name: slug, exact: true })).toHaveAttribute('href', `/${locale}/bikes/${slug}`);
    await expect(page.getByLabel(t('fields.status'), { exact: true })).toHaveValue('new');
    await expect(page.getByText(t('detail.kinds.received'), { exact: true })).toBeVisible();
    await expectAccessible(page, 'request detail');

    // An empty answer is refused in place.
    const send = page.getByRole('button', { name: t('reply.send'), exact: true });
    await send.click();
    await expect(page.getByText(tr(locale, 'errors:fields.required'), { exact: true })).toBeVisible();

    // The answer goes out by e-mail; the request is answered, by the admin, and the reply shows in the history.
    const message = `Bonjour Lou, deux vélos vous attendent à Bruxelles (${locale}).`;
    await page.getByRole('textbox', { name: t('reply.message') }).fill(message);
    const since = Date.now();
    const replied = page.waitForResponse((r) => /\/api\/requests\/\d+\/replies$/.test(r.url()));
    await send.click();
    expect((await replied).status()).toBe(201);
    await expect(page.getByText(t('reply.sent', { email }), { exact: true })).toBeVisible();
    await expect(page.getByLabel(t('fields.status'), { exact: true })).toHaveValue('answered');
    await expect(page.getByText(t('detail.kinds.replied'), { exact: true })).toBeVisible();
    await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(page.getByText('Anne Admin', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: t('reply.message') })).toHaveValue('');
    await expectAccessible(page, 'request answered');

    const mail = await waitForMail(email, since);
    expect(mail.subject).toBe(SUBJECTS[locale]);
    expect(mail.text).toContain(message);
  });
}
