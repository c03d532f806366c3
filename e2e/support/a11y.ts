import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Zero serious or critical axe violations on the page as it is now. */
export async function expectAccessible(page: Page, context = '') {
  // A toast closes itself after 4 s with a fade: if that starts while axe reads the page, its text is measured
  // half-transparent. Hovering a toast holds it open (Mantine pauses its timer), so it is checked as it is read.
  const toasts = page.locator('.mantine-Notification-root');
  for (let i = 0; i < (await toasts.count()); i++)
    await toasts
      .nth(i)
      .hover({ timeout: 1_000 })
      .catch(() => undefined);
  // A dialog or toast still fading in has half-transparent colours: check the settled page. A transition may
  // not have started yet (Mantine mounts at opacity 0, then transitions), so also wait for full opacity.
  await page
    .waitForFunction(
      () =>
        document.getAnimations().every((a) => a.playState !== 'running') &&
        [...document.querySelectorAll('.mantine-Notifications-root *, .mantine-Modal-root *')]
          .filter((el) => !el.classList.contains('mantine-Modal-overlay'))
          .every((el) => getComputedStyle(el).opacity === '1'),
      undefined,
      { timeout: 5_000, polling: 100 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
  // Let go of the toasts again (their timers restart).
  if ((await toasts.count()) > 0) await page.mouse.move(0, 0);
  expect(bad, `axe violations ${context} on ${page.url()}`).toEqual([]);
}
