import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, apiSend, DEMO_PASSWORD, submitLogin } from './support/app';
import { journeyLocales, tr, type Locale } from './support/i18n';

// Decision 120: a gift card pays a named bill, from the gift cards screen or the bill's page; the books spend the
// card's debt on it (OD, 489000 against 400000), not money.

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name, exact: typeof name === 'string' });

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

for (const locale of journeyLocales('fr')) {
  test(`in ${locale}, an admin pays part of a bill with a gift card on the gift cards screen, the rest on the bill's page, and finds it in the books`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const l = locale as Locale;
    const p = (key: string, vars?: Record<string, string | number>) => tr(l, `payments:${key}`, vars);
    const s = (key: string, vars?: Record<string, string | number>) => tr(l, `bankStatements:${key}`, vars);
    const b = (key: string) => tr(l, `bills:${key}`);
    await page.goto(`/${locale}`);
    await submitLogin(page, l, 'admin@veloport.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);

    // An issued bill of 60 € for Acme, and a card of 50 € (given on the gift cards screen; here through the API).
    const companies = (await (await page.request.get('/api/companies/list/minimal')).json()) as { data: { id: number; name: string }[] };
    const made = await apiSend(page.request, 'POST', '/api/bills', {
      companyId: companies.data.find((c) => c.name === 'Acme')!.id,
      lines: [{ description: 'Entretien complet', quantity: 1, unitPriceCents: 6_000, vatRate: 0 }],
    });
    const bill = (await made.json()) as { id: number };
    const issued = await apiSend(page.request, 'POST', `/api/bills/${bill.id}/issue`);
    const { number } = (await issued.json()) as { number: string };
    const card = (await (await apiSend(page.request, 'POST', '/api/gift-cards', { amountCents: 5_000, note: 'e2e' })).json()) as {
      id: number;
      code: string;
    };

    // On the gift cards screen: 20 € of the bill, typed by its number.
    await page.goto(`/${locale}/dashboard/bills/gift-cards`);
    const form = page.locator('form').filter({ has: page.getByRole('heading', { name: p('giftCards.redeem.title') }) });
    await form.getByLabel(p('giftCards.fields.code')).fill(card.code.toLowerCase());
    await form.getByLabel(p('giftCards.redeem.amount')).fill('20');
    await form.getByLabel(p('giftCards.redeem.billNumber')).fill('2019-00001');
    await form.getByRole('button', { name: p('giftCards.redeem.submit'), exact: true }).click();
    await expect(form.getByText(tr(l, 'errors:fields.unknown_bill'), { exact: true })).toBeVisible();
    await form.getByLabel(p('giftCards.redeem.billNumber')).fill(number);
    await expectAccessible(page, 'pay a bill with a gift card');
    await form.getByRole('button', { name: p('giftCards.redeem.submit'), exact: true }).click();
    await expect(form.getByRole('status')).toContainText(number);
    await expect(form.getByRole('status')).toContainText(/30,00/);

    // On the bill's page: the card holds 30 €, the bill 40 € is left; more than the card holds is refused, then 30 €.
    await page.goto(`/${locale}/dashboard/bills/${bill.id}`);
    await expect(heading(page, new RegExp(number))).toBeVisible();
    await page.getByRole('button', { name: s('giftCard.open'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel(s('fields.amount'))).toHaveValue(/40/);
    await dialog.getByLabel(s('giftCard.code')).fill(card.code);
    await expectAccessible(page, "the bill's gift card dialog");
    await dialog.getByRole('button', { name: s('giftCard.submit'), exact: true }).click();
    await expect(dialog.getByText(tr(l, 'errors:fields.insufficient_balance'), { exact: true })).toBeVisible();
    await dialog.getByLabel(s('fields.amount')).fill('30');
    await dialog.getByRole('button', { name: s('giftCard.submit'), exact: true }).click();
    await expect(dialog).toHaveCount(0);
    const payments = page.getByRole('table', { name: s('payments.title') });
    await expect(payments.getByText(s('sources.gift_card'), { exact: false })).toHaveCount(2);
    await expect(page.getByText(b('statuses.partly_paid'), { exact: true }).first()).toBeVisible();

    // The card is used up; its history names the bill twice.
    await page.goto(`/${locale}/dashboard/bills/gift-cards/${card.id}`);
    await expect(page.getByText(number, { exact: true })).toHaveCount(2);

    // The books: the card's debt spent on the bill (OD), no money received for it.
    await page.goto(`/${locale}/dashboard/horusApis/daybooks`);
    await page.getByRole('link', { name: 'OD', exact: true }).click();
    await expect(heading(page, /OD/)).toBeVisible();
    const masked = `****-****-****-${card.code.slice(-4)}`;
    // Two entries (20 € and 30 €), each a line per account: the cards' debt debited, the customer credited.
    const lines = page.getByRole('row').filter({ has: page.getByRole('cell', { name: masked, exact: true }) });
    await expect(lines.filter({ has: page.getByRole('cell', { name: '489000', exact: true }) })).toHaveCount(2);
    await expect(lines.filter({ has: page.getByRole('cell', { name: '400000', exact: true }) })).toHaveCount(2);
    await expect(lines).toHaveCount(4);
    await expectAccessible(page, 'the OD daybook');
  });
}
