import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, DEMO_PASSWORD, signIn } from './support/app';
import { tr } from './support/i18n';
import { migrationCounts } from './support/plural';

const locale = 'fr';
const ADMIN = { email: 'admin@veloport.test', password: DEMO_PASSWORD, language: 'fr', firstname: 'Anne' } as const;

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

test('en français, la vraie migration CycleSoftware dit ce qu’elle va faire et demande une fois ; les comptes s’accordent (« 0 créé »)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const run = `CONFIRM${Date.now()}`;
  const csv = fs
    .readFileSync(path.join(import.meta.dirname, 'fixtures', 'cyclesoftware-customers.csv'), 'utf8')
    .replaceAll('{run}', run.toLowerCase())
    .replaceAll('{RUN}', run);
  await signIn(page, locale, ADMIN);
  await page.goto(`/${locale}/dashboard/cyclesoftware-migration`);
  await page.getByLabel(tr(locale, 'catalog:migration.csv'), { exact: true }).fill(csv);
  const dryRun = page.getByRole('button', { name: tr(locale, 'catalog:migration.dryRun'), exact: true });
  await dryRun.click();
  await expect(page.getByRole('heading', { name: tr(locale, 'catalog:migration.dryRunReport'), exact: true })).toBeVisible();

  // The real run first says what it will do; cancelling writes nothing.
  const importButton = page.getByRole('main').getByRole('button', { name: tr(locale, 'catalog:migration.import'), exact: true });
  await importButton.click();
  const dialog = page.getByRole('dialog', { name: tr(locale, 'catalog:migration.confirm.title'), exact: true });
  await expect(
    dialog.getByText(tr(locale, 'catalog:migration.confirm.text', { counts: '2 créés, 0 mis à jour, 3 refusés' }), { exact: true }),
  ).toBeVisible();
  await expectAccessible(page, 'migration confirmation');
  await dialog.getByRole('button', { name: tr(locale, 'catalog:migration.confirm.cancel'), exact: true }).click();
  await expect(dialog).toHaveCount(0);
  const lookup = await page.request.get(`/api/users?q=${encodeURIComponent(`lina.${run.toLowerCase()}`)}`);
  expect(((await lookup.json()) as { meta: { total: number } }).meta.total).toBe(0);

  await importButton.click();
  await dialog.getByRole('button', { name: tr(locale, 'catalog:migration.import'), exact: true }).click();
  await expect(page.getByRole('heading', { name: tr(locale, 'catalog:migration.importReport'), exact: true })).toBeVisible();
  await expect(page.getByText('2 créés, 0 mis à jour, 3 refusés.', { exact: true }).first()).toBeVisible();

  // The same file again only updates: French says "0 créé", singular.
  await dryRun.click();
  await importButton.click();
  await dialog.getByRole('button', { name: tr(locale, 'catalog:migration.import'), exact: true }).click();
  await expect(
    page.getByText(`${migrationCounts(locale, { created: 0, updated: 2, rejected: 3 })}.`, { exact: true }).first(),
  ).toBeVisible();
  await expect(page.getByText('0 créé, 2 mis à jour, 3 refusés.', { exact: true }).first()).toBeVisible();
});

test('en français, un modèle sans taille dit « Ce champ est obligatoire », pas « trop petite »', async ({ page }) => {
  await signIn(page, locale, ADMIN);
  await page.goto(`/${locale}/dashboard/bikes-catalog/list`);
  await page.getByRole('link', { name: tr(locale, 'catalog:create.title'), exact: true }).click();
  await page.getByLabel(tr(locale, 'catalog:fields.brand'), { exact: true }).fill('Veloport');
  await page.getByLabel(tr(locale, 'catalog:fields.model'), { exact: true }).fill(`Sans taille ${Date.now()}`);
  await page.getByRole('button', { name: tr(locale, 'catalog:create.submit'), exact: true }).click();
  await expect(page.getByText(tr(locale, 'errors:fields.required'), { exact: true }).first()).toBeVisible();
  await expect(page.getByText(tr(locale, 'errors:fields.too_small'), { exact: true })).toHaveCount(0);
});
