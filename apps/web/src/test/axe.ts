import axe from 'axe-core';

/** The page's serious and critical axe violations, one line each (rule and elements); empty when the page passes. */
export async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { resultTypes: ['violations'] });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
