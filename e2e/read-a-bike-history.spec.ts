import { expect, test } from './support/test';
import { acceptCookies, apiSend, DEMO_PASSWORD, signIn } from './support/app';
import { tr } from './support/i18n';

const locale = 'fr';
const ADMIN = { email: 'admin@veloport.test', password: DEMO_PASSWORD, language: 'fr', firstname: 'Anne' } as const;

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

test('en français, l’historique d’un vélo se lit en mots : modèle, magasin et société par leur nom, contrat en clair', async ({ page }) => {
  await signIn(page, locale, ADMIN);
  const model = (
    (await (await page.request.get('/api/catalog/bikes?perPage=1')).json()) as {
      data: { id: number; brand: string; model: string; year: number }[];
    }
  ).data[0]!;
  const acme = (
    (await (await page.request.get('/api/companies/list/minimal')).json()) as { data: { id: number; name: string }[] }
  ).data.find((c) => c.name === 'Acme')!;
  const frameNumber = `HIST${Date.now()}`;
  const created = await apiSend(page.request, 'POST', '/api/stock/bikes', { modelId: model.id, frameNumber, locationId: 1 });
  expect(created.status()).toBe(201);
  const { bike } = (await created.json()) as { bike: { id: number } };
  expect(
    (
      await apiSend(page.request, 'POST', `/api/stock/bikes/${bike.id}/assign`, {
        companyId: acme.id,
        userId: null,
        contractKind: 'annual',
        contractMonths: null,
      })
    ).status(),
  ).toBe(200);

  await page.goto(`/${locale}/dashboard/bikes-stock/${bike.id}`);
  await page.getByRole('tab', { name: tr(locale, 'stock:detail.tabs.history'), exact: true }).click();
  const history = page.getByRole('tabpanel');
  await expect(
    history.getByText(`${tr(locale, 'stock:fields.model')}: ${model.brand} ${model.model} (${model.year})`, { exact: true }),
  ).toBeVisible();
  await expect(history.getByText(`${tr(locale, 'stock:fields.location')}: Liège`, { exact: true })).toBeVisible();
  await expect(history.getByText(`${tr(locale, 'stock:fields.company')}: — → Acme`, { exact: true })).toBeVisible();
  await expect(history.getByText(/modelId|locationId|companyId|contractKind|annual|\bfrom\b/)).toHaveCount(0);
});
