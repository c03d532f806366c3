import path from 'node:path';
import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, DEMO_PASSWORD, signIn } from './support/app';
import { journeyLocales, optionalLabel, tr } from './support/i18n';

const ADMIN = { email: 'admin@veloport.test', password: DEMO_PASSWORD, language: 'fr', firstname: 'Anne' } as const;
const PHOTO = path.join(import.meta.dirname, 'fixtures', 'avatar.png');

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

for (const locale of journeyLocales('en')) {
  test.describe(`in ${locale}`, () => {
    test('an admin writes and publishes a post with an image, and finds it on the public blog, in its feed and in the sitemap', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const stamp = `${locale.toUpperCase()}${Date.now()}`;
      const title = `E2E ride in the rain ${stamp}`;

      await signIn(page, locale, ADMIN);
      await page.goto(`/${locale}/dashboard/blog`);
      await expect(heading(page, tr(locale, 'blog:title'))).toBeVisible();
      await expectAccessible(page, 'blog list');
      await page.getByRole('link', { name: tr(locale, 'blog:create'), exact: true }).click();
      await expect(heading(page, tr(locale, 'blog:create'))).toBeVisible();

      await field(page, tr(locale, 'blog:fields.title')).fill(title);
      await field(page, tr(locale, 'blog:fields.locale')).selectOption(locale);
      await field(page, optionalLabel(locale, 'blog:fields.summary')).fill('Mudguards and a good jacket.');
      const editor = page.getByRole('textbox', { name: tr(locale, 'blog:fields.body'), exact: true });
      await editor.click();
      await page.keyboard.type('Mudguards first');
      await page.getByRole('button', { name: tr(locale, 'blog:editor.heading2'), exact: true }).click();
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Then a jacket that breathes.');
      await expectAccessible(page, 'blog post form');
      await page.getByRole('button', { name: tr(locale, 'blog:createSubmit'), exact: true }).click();

      await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/blog/[a-z0-9-]+/details$`));
      const slug = /\/blog\/([a-z0-9-]+)\/details$/.exec(page.url())![1]!;
      await expect(heading(page, title)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Mudguards first' })).toBeVisible();
      await expect(page.getByText(tr(locale, 'blog:statuses.draft'), { exact: true })).toBeVisible();

      // The cover photo, chosen like a user does.
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: tr(locale, 'blog:addCover'), exact: true }).click();
      await (await chooser).setFiles(PHOTO);
      await expect(page.getByText(tr(locale, 'blog:coverSaved'), { exact: true })).toBeVisible();
      await expect(page.getByRole('img', { name: tr(locale, 'blog:coverAlt', { title }), exact: true })).toBeVisible();

      // Not on the public blog before it is published.
      expect((await page.request.get(`/api/public/blog-posts/${slug}`)).status()).toBe(404);
      await page.getByRole('button', { name: tr(locale, 'blog:publishNow'), exact: true }).click();
      await expect(page.getByText(tr(locale, 'blog:publishedNow'), { exact: true })).toBeVisible();
      await expect(page.getByText(tr(locale, 'blog:statuses.published'), { exact: true })).toBeVisible();
      await expectAccessible(page, 'blog post details');

      const visitorContext = await browser.newContext();
      await acceptCookies(visitorContext);
      const visitor = await visitorContext.newPage();
      try {
        await visitor.goto(`/${locale}/blog`);
        await expect(heading(visitor, tr(locale, 'blog:public.title'))).toBeVisible();
        const card = visitor.getByRole('article').filter({ has: visitor.getByRole('link', { name: title, exact: true }) });
        await expect(card).toBeVisible();
        await expect(card.locator('img')).toBeVisible();
        await expectAccessible(visitor, 'public blog');
        await card.getByRole('link', { name: title, exact: true }).click();
        await expect(visitor).toHaveURL(`/${locale}/blog/${slug}`);
        await expect(heading(visitor, title)).toBeVisible();
        await expect(visitor.getByRole('heading', { level: 2, name: 'Mudguards first' })).toBeVisible();
        await expect(visitor.getByText('Then a jacket that breathes.')).toBeVisible();
        await expectAccessible(visitor, 'public blog post');

        // Server-rendered: the post is in the HTML before any script runs.
        const html = await (await visitor.request.get(`/${locale}/blog/${slug}`)).text();
        expect(html).toContain(title);
        const sitemap = await (await visitor.request.get('/sitemap.xml')).text();
        expect(sitemap).toContain(`/${locale}/blog/${slug}</loc>`);
        const feed = await (await visitor.request.get(`/${locale}/blog/rss.xml`)).text();
        expect(feed).toContain(`<title>${title}</title>`);
      } finally {
        await visitorContext.close();
      }
    });
  });
}
