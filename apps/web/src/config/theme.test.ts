import { describe, expect, it } from 'vitest';
import { theme } from './theme';

// WCAG relative luminance and contrast ratio.
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('theme colours', () => {
  const shade = typeof theme.primaryShade === 'object' ? theme.primaryShade.light! : theme.primaryShade!;

  // Every colour the screens give a filled button or badge: white text on the filled shade.
  it.each(['veloport', 'red', 'orange', 'green'])('white text on filled %s keeps 4.5:1', (name) => {
    const tuple = theme.colors![name]!;
    expect(contrast(tuple[shade]!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  // Light variants (alerts, light badges) write shade 9 on shade 1 or white.
  it.each(['veloport', 'red', 'orange', 'green', 'yellow'])('shade 9 text of %s keeps 4.5:1 on its light background', (name) => {
    const tuple = theme.colors![name]!;
    expect(contrast(tuple[9]!, tuple[1]!)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tuple[9]!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
