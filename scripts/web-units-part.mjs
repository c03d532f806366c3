// Prints the web unit test files of one of CI's two lanes, as Vitest filters (decision 018).
//   node scripts/web-units-part.mjs 1 0.42   → about 42% of the files, spread evenly over the sorted list
//   node scripts/web-units-part.mjs 2 0.42   → all the others
// Vitest's --shard splits the files in equal halves, but the lane that runs the API suite on PGlite has more to do
// than the PostgreSQL lane: this gives it the smaller part, so the two lanes end together. Every file is in exactly
// one part (the parts are complements of one another).
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webSrc = path.join(root, 'apps/web/src');
const [part, share] = [Number(process.argv[2]), Number(process.argv[3] ?? 0.5)];
if (![1, 2].includes(part) || !(share > 0 && share < 1)) {
  console.error('Usage: node scripts/web-units-part.mjs <1|2> [share of part 1, between 0 and 1]');
  process.exit(2);
}

function testFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [path.relative(path.join(root, 'apps/web'), full)] : [];
  });
}

const files = testFiles(webSrc).sort();
// File i goes to part 1 when the running count of part 1's share steps up at i: an even spread at any share.
const inFirst = (i) => Math.floor((i + 1) * share) > Math.floor(i * share);
console.log(files.filter((_, i) => (part === 1 ? inFirst(i) : !inFirst(i))).join(' '));
