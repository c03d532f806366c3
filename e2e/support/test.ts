/**
 * The `test` every spec uses: Playwright's, with one addition. Public pages come server-rendered (decision 010):
 * they are visible before the app has taken them over, and a click or a keystroke in that instant would be lost.
 * A person waits the blink it takes; a test must wait explicitly, so every `goto` and `reload` of an app page
 * here returns once the app runs (start.tsx marks <html data-app-ready>).
 */
import { test as base, type Page, type Response } from '@playwright/test';

export * from '@playwright/test';

async function waitForApp(page: Page, response: Response | null) {
  if (!response || !(response.headers()['content-type'] ?? '').includes('text/html')) return;
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
}

function patch(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForApp(page, response);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForApp(page, response);
    return response;
  };
}

export const test = base.extend({
  context: async ({ context }, use) => {
    context.pages().forEach(patch);
    context.on('page', patch);
    await use(context);
  },
});
