import axe from 'axe-core';

// The dashboard's navigation is the same component on every back-office page and holds about four in five of its
// elements: checking it again on each page made axe most of the web units' time (decision 018). The page checks
// leave it out; `app/accessibility.test.tsx` checks it whole, once for each kind of user.
const WITHOUT_NAVIGATION: axe.ElementContext = { include: [['body']], exclude: [['#dashboard-navigation']] };

/** The page's serious and critical axe violations, one line each (rule and elements); empty when the page passes. */
export async function seriousViolations({ withNavigation = false } = {}): Promise<string[]> {
  const results = await axe.run(withNavigation ? document.body : WITHOUT_NAVIGATION, { resultTypes: ['violations'] });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
