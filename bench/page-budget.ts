/**
 * `npm run test:budget` (CI, after the build): fails when a signed-out visitor's first page would load more
 * JavaScript than its budget. It follows the build's import graph (bench/page-weight.ts) from the bootstrap entry
 * through the app to each page's route modules and the visitor's catalogues, and sums their sizes as the server
 * sends them to a browser that accepts brotli (the build's brotli copies); the gzip figure is printed beside it.
 * The figure measured in a real browser is printed by `npm run bench:pages`.
 */
import path from 'node:path';
import { publicPageWeights } from './page-weight';

/** Issue 9's target: ≤ 170 kB of compressed JavaScript in ≤ 15 files (met: see the README's "Measured"). */
export const TARGET = { kB: 170, files: 15 };
/** What the build may not exceed: the target. A change that makes a first page heavier than this fails CI. */
export const BUDGET = TARGET;

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
let failed = 0;
for (const page of publicPageWeights(dist)) {
  const kB = page.jsBytes / 1024;
  const over = kB > BUDGET.kB || page.jsFiles > BUDGET.files;
  if (over) failed += 1;
  const meetsTarget = kB <= TARGET.kB && page.jsFiles <= TARGET.files;
  console.log(
    `${over ? 'OVER ' : 'ok   '} ${page.name.padEnd(22)} ${kB.toFixed(1).padStart(6)} kB in ${String(page.jsFiles).padStart(2)} files ` +
      `(gzip ${(page.gzipBytes / 1024).toFixed(1)} kB) ` +
      `(budget ${BUDGET.kB} kB, ${BUDGET.files} files; target ${TARGET.kB} kB, ${TARGET.files} files ${meetsTarget ? 'met' : 'not met'})`,
  );
}
if (failed) {
  console.error(`${failed} page(s) over the JavaScript budget: see what they import (bench/page-weight.ts lists the files).`);
  process.exit(1);
}
