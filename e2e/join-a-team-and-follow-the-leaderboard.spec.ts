import { expect, test, type Browser } from './support/test';
import { acceptCookies, apiSend, DEMO_PASSWORD, signIn } from './support/app';
import { journeyLocales, tr } from './support/i18n';

// Issue 15, decision 057: an Acme employee opens a cycling event of their company, joins a team, and follows the
// leaderboard; points the admin enters afterwards reach the employee's screen by the next 15-second refresh.
const ADMIN = { email: 'admin@veloport.test', password: DEMO_PASSWORD, language: 'fr', firstname: 'Anne' } as const;
const EMPLOYEE = { email: 'employee@acme.test', password: DEMO_PASSWORD, language: 'fr', firstname: 'Emile' } as const;

async function signedInPage(browser: Browser, account: typeof ADMIN | typeof EMPLOYEE) {
  const context = await browser.newContext();
  await acceptCookies(context);
  const page = await context.newPage();
  await signIn(page, account.language, account);
  return page;
}

for (const locale of journeyLocales('nl')) {
  test(`an employee joins a team in an event and sees the leaderboard (${locale})`, async ({ browser }) => {
    test.setTimeout(90_000);
    const admin = await signedInPage(browser, ADMIN);
    const companies = (await (await admin.request.get('/api/companies/list/minimal')).json()).data as { id: number; name: string }[];
    const acmeId = companies.find((c) => c.name === 'Acme')!.id;
    const title = `Vélotaf ${locale} ${Date.now().toString(36)}`;
    const event = await (
      await apiSend(admin.request, 'POST', '/api/events', {
        title,
        date: '2026-06-05',
        place: 'Liège',
        description: null,
        companyId: acmeId,
      })
    ).json();
    const teamsOf = async (name: string) => {
      const res = await apiSend(admin.request, 'POST', `/api/events/${event.id}/teams`, { name });
      return ((await res.json()).data as { id: number; name: string }[]).find((t) => t.name === name)!.id;
    };
    const red = await teamsOf('Rouges');
    const blue = await teamsOf('Bleus');
    const game = await (
      await apiSend(admin.request, 'POST', `/api/events/${event.id}/games`, { kind: 'km_ridden', title: 'Kilomètres' })
    ).json();
    expect(
      (
        await apiSend(admin.request, 'POST', `/api/events/${event.id}/games/${game.id}/points`, { teamId: blue, points: 80, note: null })
      ).status(),
    ).toBe(201);

    const emile = await signedInPage(browser, EMPLOYEE);
    await emile.goto(`/${locale}/dashboard/events`);
    await expect(emile.getByRole('heading', { level: 1, name: tr(locale, 'events:title') })).toBeVisible();
    await emile.getByRole('link', { name: title }).click();
    await expect(emile.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await emile.getByRole('button', { name: tr(locale, 'events:teams.join', { name: 'Rouges' }) }).click();
    await expect(emile.getByText(tr(locale, 'events:teams.joined', { name: 'Rouges' }))).toBeVisible();
    const redCard = emile.getByRole('region', { name: 'Rouges' });
    await expect(redCard.getByText('Emile Employé')).toBeVisible();
    await expect(redCard.getByText(tr(locale, 'events:myTeam'))).toBeVisible();
    // One team per event: the other teams offer no "join" any more.
    await expect(emile.getByRole('button', { name: tr(locale, 'events:teams.join', { name: 'Bleus' }) })).toHaveCount(0);

    const board = emile.getByRole('table', { name: tr(locale, 'events:leaderboard.title') });
    await expect(board.getByRole('row').nth(1)).toContainText('Bleus');
    await expect(board.getByRole('row').nth(1)).toContainText('80');
    await expect(board.getByRole('row').nth(2)).toContainText('Rouges');

    // The admin enters points for the employee's team; the leaderboard follows without reloading the page.
    expect(
      (
        await apiSend(admin.request, 'POST', `/api/events/${event.id}/games/${game.id}/points`, {
          teamId: red,
          points: 120,
          note: 'semaine 1',
        })
      ).status(),
    ).toBe(201);
    await expect(board.getByRole('row').nth(1)).toContainText('Rouges', { timeout: 25_000 });
    await expect(board.getByRole('row').nth(1)).toContainText('120');
    await expect(board.getByRole('row').nth(1)).toContainText(tr(locale, 'events:myTeam'));
  });
}
