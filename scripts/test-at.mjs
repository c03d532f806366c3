// The domain and API suites at a chosen instant, with libfaketime moving the whole process's clock (Node, Vitest's
// workers and the embedded PostgreSQL together; decision 067). A PostgreSQL server started outside keeps the real time,
// so this runs on the embedded database.
//
//   npm run test:at -- monday-after-midnight            the domain and API suites at one named instant
//   npm run test:at -- "2027-03-28 01:30:00" <files>    any instant (UTC), any Vitest filter
//   npm run test:at -- spring-forward --clock-files     only the domain suite and the API files that read the calendar
//   npm run test:instants                                the clock files at every named instant, one after the other
//   node scripts/test-at.mjs --every-instant --except monday-after-midnight   (CI: that one runs the whole suite)
//
// The instants never rotate from run to run: a failure shows up every time.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { hasCommand, installDebianPackage } from './system-packages.mjs';

/** The instants every change must pass (UTC; the machines' zone is UTC, Brussels is UTC+1 in winter, UTC+2 in summer). */
export const INSTANTS = {
  // Sunday 6 December 2026, 23:30 in Brussels: a weekend, the last hour of the day.
  'sunday-night': '2026-12-06 22:30:00',
  // Monday 7 December 2026, 00:30 in Brussels: still Sunday in UTC.
  'monday-after-midnight': '2026-12-06 23:30:00',
  // Sunday 28 March 2027, 03:30 in Brussels, the night the clocks go forward (02:00 became 03:00).
  'spring-forward': '2027-03-28 01:30:00',
  // Friday 31 December 2027, 23:30 in Brussels: the last half hour of a year (a bank holiday follows).
  'new-years-eve': '2027-12-31 22:30:00',
  // Tuesday 29 February 2028, 12:00 in Brussels.
  'leap-day': '2028-02-29 11:00:00',
};

const root = path.resolve(import.meta.dirname, '..');

/** API test files that read the calendar: they import the clock module's day functions, or a test named in issue 26. */
export function clockFiles() {
  const api = path.join(root, 'apps/api/src');
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.test.ts')) files.push(full);
    }
  };
  walk(api);
  const readsCalendar =
    /\b(brusselsToday|brusselsDayOf|addDays|addMonths|addMonthKeys|monthKeyOf|yearOf|weekdayOf|addBusinessDays|addTarget2BusinessDays)\b/;
  const named = /(bills|statistics|leasing)\.test\.ts$/;
  const apiFiles = files.filter((f) => named.test(f) || readsCalendar.test(fs.readFileSync(f, 'utf8'))).map((f) => path.relative(root, f));
  // A file filter selects in every project: the domain's rules are named by their folder.
  return ['packages/domain/src/', ...apiFiles.sort()];
}

function ensureFaketime() {
  if (hasCommand('faketime')) return;
  installDebianPackage('faketime', 'libfaketime is missing');
  if (!hasCommand('faketime')) {
    console.error('faketime not found: apt-get install faketime (Debian package of libfaketime)');
    process.exit(2);
  }
}

/** Runs Vitest at `instant`; returns its exit status. */
export function runAt(instant, vitestArgs) {
  const at = INSTANTS[instant] ?? instant;
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(at)) {
    console.error(`Not an instant: ${instant}. Use one of ${Object.keys(INSTANTS).join(', ')} or "YYYY-MM-DD HH:MM:SS" (UTC).`);
    return 2;
  }
  console.log(`\n=== ${instant === at ? at : `${instant} (${at} UTC)`}: vitest ${vitestArgs.join(' ')}`);
  const env = { ...process.env, TZ: 'UTC' };
  delete env.DATABASE_URL; // the embedded database moves with the clock; a server outside would not
  const res = spawnSync('faketime', [at, 'npx', 'vitest', 'run', ...vitestArgs], { stdio: 'inherit', env, cwd: root });
  return res.status ?? 1;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  ensureFaketime();
  const args = process.argv.slice(2);
  if (args[0] === '--every-instant') {
    // Each instant in turn (but those after --except, which another run covers); all of them run even when one fails,
    // so one run shows every failing instant.
    const except = args.includes('--except') ? args.slice(args.indexOf('--except') + 1) : [];
    const names = Object.keys(INSTANTS).filter((name) => !except.includes(name));
    const failed = names.filter((name) => runAt(name, ['--project', 'domain', '--project', 'api', ...clockFiles()]) !== 0);
    if (failed.length) console.error(`\nFailed at: ${failed.join(', ')}`);
    process.exit(failed.length ? 1 : 0);
  }
  const [instant, ...rest] = args;
  if (!instant) {
    console.error(`Usage: npm run test:at -- <${Object.keys(INSTANTS).join('|')}|"YYYY-MM-DD HH:MM:SS"> [--clock-files] [vitest args]`);
    process.exit(2);
  }
  const onlyClock = rest.includes('--clock-files');
  const filters = rest.filter((a) => a !== '--clock-files');
  const projects = filters.some((a) => a === '--project') ? [] : ['--project', 'domain', '--project', 'api'];
  process.exit(runAt(instant, [...projects, ...filters, ...(onlyClock ? clockFiles() : [])]));
}
