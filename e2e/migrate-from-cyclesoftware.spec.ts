import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, DEMO_PASSWORD, signIn } from './support/app';
import { journeyLocales, tr, type Locale } from './support/i18n';
import { migrationCounts } from './support/plural';

const ADMIN = { email: 'admin@veloport.test', password: DEMO_PASSWORD, language: 'fr', firstname: 'Anne' } as const;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const nav = (page: Page, locale: Locale) => page.getByRole('navigation', { name: tr(locale, 'common:layout.mainNavigation'), exact: true });

/** A CycleSoftware export from e2e/fixtures, made this run's own: `{RUN}` in frame numbers, `{run}` in e-mail addresses. */
function exportOf(kind: 'customers' | 'bikes', run: string) {
  const template = fs.readFileSync(path.join(import.meta.dirname, 'fixtures', `cyclesoftware-${kind}.csv`), 'utf8');
  const text = template.replaceAll('{RUN}', run.toUpperCase()).replaceAll('{run}', run.toLowerCase());
  return { name: `${kind}-export.csv`, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') };
}

/** The export chosen with the page's file button, as a user picks it. */
async function chooseFile(page: Page, locale: Locale, file: ReturnType<typeof exportOf>) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: tr(locale, 'catalog:migration.chooseFile'), exact: true }).click();
  await (await chooser).setFiles(file);
  await expect(page.getByLabel(tr(locale, 'catalog:migration.csv'), { exact: true })).toHaveValue(file.buffer.toString('utf8'));
}

/** The rejected lines as the report's table shows them: line, column and the reason in words. */
async function expectRejected(page: Page, locale: Locale, rejected: [line: number, column: string, reason: string][]) {
  const table: Locator = page.getByRole('region', { name: tr(locale, 'catalog:migration.rejected'), exact: true }).getByRole('table');
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(rejected.length + 1);
  for (const [i, [line, column, reason]] of rejected.entries()) {
    await expect(rows.nth(i + 1).getByRole('cell')).toHaveText([String(line), column, tr(locale, `errors:fields.${reason}`)]);
  }
}

/** The real run asks once, repeating the dry run's counts. */
async function confirmImport(page: Page, locale: Locale, counts: { created: number; updated: number; rejected: number }) {
  const dialog = page.getByRole('dialog', { name: tr(locale, 'catalog:migration.confirm.title'), exact: true });
  await expect(
    dialog.getByText(tr(locale, 'catalog:migration.confirm.text', { counts: migrationCounts(locale, counts) }), { exact: true }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: tr(locale, 'catalog:migration.import'), exact: true }).click();
}

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

for (const locale of journeyLocales('fr')) {
  test.describe(`in ${locale}`, () => {
    test('an admin migrates customers then bikes from CycleSoftware: a dry run says what and why, the import does it, the bike is in stock', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const run = `E2E${locale.toUpperCase()}${Date.now()}`;
      const frame = (letter: string) => `CS${run}${letter}`;
      const dryRun = page.getByRole('button', { name: tr(locale, 'catalog:migration.dryRun'), exact: true });
      // The page's button; the confirmation dialog (outside main) repeats its label.
      const apply = page.getByRole('main').getByRole('button', { name: tr(locale, 'catalog:migration.import'), exact: true });
      const kind = page.getByLabel(tr(locale, 'catalog:migration.kind'), { exact: true });

      await signIn(page, locale, ADMIN);
      await page.goto(`/${locale}/dashboard`);
      await nav(page, locale)
        .getByRole('link', { name: tr(locale, 'dashboard:nav.cyclesoftwareMigration'), exact: true })
        .click();
      await expect(page).toHaveURL(`/${locale}/dashboard/cyclesoftware-migration`);
      await expect(heading(page, tr(locale, 'catalog:migration.title'))).toBeVisible();
      await expect(dryRun).toBeDisabled();
      await expect(apply).toBeDisabled();
      await expectAccessible(page, 'migration');

      // Customers first: the bikes file names one of them as its owner.
      await kind.selectOption({ label: tr(locale, 'catalog:migration.kinds.customers') });
      await expect(page.getByText(tr(locale, 'catalog:migration.columns.customers'), { exact: true })).toBeVisible();
      await chooseFile(page, locale, exportOf('customers', run));
      await expect(page.getByText(tr(locale, 'catalog:migration.dryRunFirst'), { exact: true })).toBeVisible();
      await expect(apply).toBeDisabled();
      await dryRun.click();
      await expect(page.getByRole('heading', { name: tr(locale, 'catalog:migration.dryRunReport'), exact: true })).toBeVisible();
      await expect(
        page.getByText(tr(locale, 'catalog:migration.wouldDo', { created: 2, updated: 0, rejected: 3 }), { exact: true }),
      ).toBeVisible();
      await expectRejected(page, locale, [
        [4, 'email', 'required'],
        [5, 'email', 'invalid_email'],
        [6, 'bedrijf', 'unknown_company'],
      ]);
      await expectAccessible(page, 'customers dry run');
      await expect(apply).toBeEnabled();
      await apply.click();
      await confirmImport(page, locale, { created: 2, updated: 0, rejected: 3 });
      await expect(page.getByRole('heading', { name: tr(locale, 'catalog:migration.importReport'), exact: true })).toBeVisible();
      await expect(
        page.getByText(`${migrationCounts(locale, { created: 2, updated: 0, rejected: 3 })}.`, { exact: true }).first(),
      ).toBeVisible();
      // Once applied, the same file needs a new dry run before another import.
      await expect(apply).toBeDisabled();

      // Then the bikes: two new ones; an unknown model, an unknown store and a repeated frame number are refused.
      await kind.selectOption({ label: tr(locale, 'catalog:migration.kinds.bikes') });
      await expect(page.getByText(tr(locale, 'catalog:migration.columns.bikes'), { exact: true })).toBeVisible();
      await chooseFile(page, locale, exportOf('bikes', run));
      await dryRun.click();
      await expect(
        page.getByText(tr(locale, 'catalog:migration.wouldDo', { created: 2, updated: 0, rejected: 3 }), { exact: true }),
      ).toBeVisible();
      await expectRejected(page, locale, [
        [4, 'model', 'unknown_model'],
        [5, 'winkel', 'unknown_location'],
        [6, '—', 'duplicate'],
      ]);
      // A dry run changed nothing: the bike is not in stock yet.
      const lookup = await page.request.get(`/api/stock/bikes?q=${frame('A')}`);
      expect(((await lookup.json()) as { meta: { total: number } }).meta.total).toBe(0);
      await expectAccessible(page, 'bikes dry run');
      await apply.click();
      await confirmImport(page, locale, { created: 2, updated: 0, rejected: 3 });
      await expect(page.getByRole('heading', { name: tr(locale, 'catalog:migration.importReport'), exact: true })).toBeVisible();
      await expect(
        page.getByText(`${migrationCounts(locale, { created: 2, updated: 0, rejected: 3 })}.`, { exact: true }).first(),
      ).toBeVisible();

      // The same export again would only update those two.
      await dryRun.click();
      await expect(
        page.getByText(tr(locale, 'catalog:migration.wouldDo', { created: 0, updated: 2, rejected: 3 }), { exact: true }),
      ).toBeVisible();

      // The imported bike is in the stock list under its normalised frame number, with its import in its history.
      await nav(page, locale)
        .getByRole('link', { name: tr(locale, 'dashboard:nav.bikesStock'), exact: true })
        .click();
      await expect(heading(page, tr(locale, 'stock:list.title'))).toBeVisible();
      await page.getByRole('searchbox', { name: tr(locale, 'stock:list.search'), exact: true }).fill(frame('B'));
      await expect(page).toHaveURL(new RegExp(`q=${frame('B')}`));
      const link = page.getByRole('link', { name: frame('B'), exact: true });
      await expect(link).toBeVisible();
      await expect(page.getByRole('link', { name: frame('A'), exact: true })).toHaveCount(0);
      await link.click();
      await expect(heading(page, tr(locale, 'stock:detail.title', { frameNumber: frame('B') }))).toBeVisible();
      await page.getByRole('tab', { name: tr(locale, 'stock:detail.tabs.history'), exact: true }).click();
      await expect(page.getByText(tr(locale, 'stock:events.imported'), { exact: true }).first()).toBeVisible();
      await expectAccessible(page, 'imported bike');
    });
  });
}
