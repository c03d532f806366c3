import path from 'node:path';
import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, createAccount, signIn, submitLogin, type Account } from './support/app';
import { journeyLocales, optionalLabel, tr, type Locale } from './support/i18n';

const AVATAR = path.join(import.meta.dirname, 'fixtures/avatar.png');

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const userMenu = (page: Page, locale: Locale, fullName: string) =>
  page.getByRole('button', { name: tr(locale, 'common:userMenu.label', { name: fullName }), exact: true });

async function openSettings(page: Page, locale: Locale, account: Account) {
  await signIn(page, locale, account);
  await page.getByRole('link', { name: tr(locale, 'common:nav.userSettings'), exact: true }).click();
  await expect(page).toHaveURL(`/${locale}/dashboard/user-settings`);
  await expect(page.getByRole('heading', { level: 1, name: tr(locale, 'settings:title'), exact: true })).toBeVisible();
}

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

for (const locale of journeyLocales('en')) {
  test.describe(`in ${locale}`, () => {
    // Fresh accounts in this language, one per journey, so that no demo user and no other test is disturbed.
    const accounts = {} as Record<'profile' | 'avatar' | 'password', Account>;
    test.beforeAll(async () => {
      accounts.profile = await createAccount(locale, 'Alex');
      accounts.avatar = await createAccount(locale, 'Billie');
      accounts.password = await createAccount(locale, 'Charlie');
    });

    test('personal information is saved and kept after a reload', async ({ page }) => {
      await openSettings(page, locale, accounts.profile);
      await expectAccessible(page, 'user-settings');

      const firstname = field(page, tr(locale, 'settings:profile.firstname'));
      const phone = field(page, optionalLabel(locale, 'settings:profile.phone'));
      const size = field(page, optionalLabel(locale, 'settings:profile.size'));
      const anonymous = page.getByRole('switch', { name: tr(locale, 'settings:profile.anonymousInRanking'), exact: true });

      await expect(firstname).toHaveValue('Alex');
      await expect(anonymous).not.toBeChecked();
      await firstname.fill('Alexandra');
      await phone.fill('+32 4 123 45 67');
      await size.fill('172');
      await anonymous.check();
      await page.getByRole('button', { name: tr(locale, 'settings:profile.submit'), exact: true }).click();
      await expect(page.getByText(tr(locale, 'settings:profile.saved'), { exact: true })).toBeVisible();
      await expect(userMenu(page, locale, 'Alexandra Tester')).toBeVisible();

      await page.reload();
      await expect(firstname).toHaveValue('Alexandra');
      // Kept in E.164, whatever spacing was typed.
      await expect(phone).toHaveValue('+3241234567');
      await expect(size).toHaveValue('172');
      await expect(anonymous).toBeChecked();
      await expect(userMenu(page, locale, 'Alexandra Tester')).toBeVisible();
    });

    test('a profile picture is uploaded and shown in the menu; a file that is not an image is refused', async ({ page }) => {
      const account = accounts.avatar;
      const fullName = `${account.firstname} ${account.lastname}`;
      await openSettings(page, locale, account);
      const menuAvatar = userMenu(page, locale, fullName).locator('img');
      await expect(menuAvatar).toHaveCount(0);

      const chooser = field(page, tr(locale, 'settings:avatar.choose'));
      await chooser.setInputFiles(AVATAR);
      await expect(page.getByText(tr(locale, 'settings:avatar.updated'), { exact: true })).toBeVisible();
      const pictureOnPage = page.getByRole('img', { name: tr(locale, 'settings:avatar.alt', { name: fullName }), exact: true });
      for (const image of [menuAvatar, pictureOnPage]) {
        await expect(image).toHaveAttribute('src', /\/api\/users\/\d+\/avatar/);
        // The picture really loaded (a broken image has no natural size).
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(16);
      }

      await page.reload();
      await expect.poll(() => menuAvatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(16);

      // A text file renamed .png: the browser calls it image/png, the server reads its bytes.
      await chooser.setInputFiles({
        name: 'holiday-photo.png',
        mimeType: 'image/png',
        buffer: Buffer.from('just some text, not a picture\n'),
      });
      await expect(page.getByRole('alert').filter({ hasText: tr(locale, 'errors:api.file_type_invalid') })).toBeVisible();
      await expect(menuAvatar).toHaveAttribute('src', /\/api\/users\/\d+\/avatar/);
    });

    test('the password is changed only with the right current password, and the new one signs in', async ({ page }) => {
      const account = accounts.password;
      const newPassword = `Changed-${locale}-2026!`;
      await openSettings(page, locale, account);

      const current = field(page, tr(locale, 'settings:password.current'));
      const fresh = field(page, tr(locale, 'settings:password.new'));
      const confirmation = field(page, tr(locale, 'settings:password.confirmation'));
      const submit = page.getByRole('button', { name: tr(locale, 'settings:password.submit'), exact: true });

      await current.fill('Not-my-password-1!');
      await fresh.fill(newPassword);
      await confirmation.fill(newPassword);
      await submit.click();
      await expect(page.getByText(tr(locale, 'errors:api.wrong_password'), { exact: true })).toBeVisible();

      await current.fill(account.password);
      await submit.click();
      await expect(page.getByText(tr(locale, 'settings:password.changed'), { exact: true })).toBeVisible();
      await expect(current).toHaveValue('');

      await userMenu(page, locale, `${account.firstname} ${account.lastname}`).click();
      await page.getByRole('menuitem', { name: tr(locale, 'common:userMenu.logout'), exact: true }).click();
      await expect(page).toHaveURL(`/${locale}`);
      await submitLogin(page, locale, account.email, account.password);
      await expect(page.getByRole('alert').filter({ hasText: tr(locale, 'errors:api.wrong_password') })).toBeVisible();
      await signIn(page, locale, { ...account, password: newPassword });
    });
  });
}
