import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, DEMO_PASSWORD, signIn } from './support/app';
import { tr } from './support/i18n';

const ADMIN = { email: 'admin@veloport.test', password: DEMO_PASSWORD, language: 'fr', firstname: 'Anne' } as const;

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

// Decision 065: the refunds list, a transfer file's page with its XML, and a prepaid lease's contract, on a phone.
test('on a phone, an admin finds the refunds, opens a transfer file and downloads it, and sees a prepaid lease with its bill', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const locale = 'fr';
  const r = (key: string, vars?: Record<string, string | number>) => tr(locale, `refunds:${key}`, vars);
  await signIn(page, locale, ADMIN);

  await page.goto(`/${locale}/dashboard/bills/refunds`);
  await expect(page.getByRole('heading', { level: 1, name: r('title'), exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: r('fields.status'), exact: true }).selectOption('batched');
  await expect(page).toHaveURL(/status=batched/);
  await expect(page.getByLabel(tr(locale, 'common:loading'), { exact: true })).toHaveCount(0);
  await expect(page.getByRole('table').getByText(r('statuses.batched'), { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('table').getByText(r('statuses.done'), { exact: true })).toHaveCount(0);
  const overflow = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
  expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.innerWidth);
  await expectAccessible(page, 'refunds on a phone');

  // The demo's transfer file: its page lists its refunds, and its XML downloads.
  const batches = (await (await page.request.get('/api/refunds/batches?perPage=100')).json()) as {
    data: { id: number; messageId: string }[];
  };
  const demo = batches.data.find((b) => b.messageId === 'VP-SCT-DEMO-000001')!;
  await page.goto(`/${locale}/dashboard/bills/refunds/batches/${demo.id}`);
  await expect(page.getByRole('heading', { level: 1, name: r('batch.title', { messageId: demo.messageId }), exact: true })).toBeVisible();
  await expect(page.getByText(r('batch.refunds'), { exact: true })).toBeAttached();
  await expectAccessible(page, 'a transfer file on a phone');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: r('batch.download'), exact: true }).click();
  expect((await downloading).suggestedFilename()).toBe('VP-SCT-DEMO-000001.xml');

  // A prepaid lease of the demo: "Prepaid", and its bill for the whole term.
  const contracts = (await (await page.request.get('/api/leasing/contracts?kind=prepaid&perPage=100')).json()) as {
    data: { id: number; prepaidBillId: number | null }[];
  };
  const prepaid = contracts.data.find((c) => c.prepaidBillId !== null)!;
  await page.goto(`/${locale}/dashboard/bills/leasing-end/${prepaid.id}`);
  await expect(page.getByText(tr(locale, 'leasing:kinds.prepaid'), { exact: true }).first()).toBeVisible();
  const billLink = page.getByRole('link', { name: /Toute la durée facturée d’avance/ });
  await expect(billLink).toHaveAttribute('href', `/${locale}/dashboard/bills/${prepaid.prepaidBillId}`);
  await expectAccessible(page, 'a prepaid lease on a phone');
});
