// Compiles the official e-invoice rules (EN 16931 and Peppol BIS Billing 3.0, decision 108) once into SaxonJS's
// compiled form (SEF), which the API runs on every UBL document that enters or leaves. The sources are in
// apps/api/src/modules/billing/peppol/official-rules/sources; the compiled files go to apps/api/.cache/einvoice-rules,
// named by a hash of their sources, so a changed rule file is compiled again and an unchanged one never.
//
//   node scripts/einvoice-rules.mjs          compiles what is missing (run by `npm install`; about 30 s of CPU once)
//   node scripts/einvoice-rules.mjs --json   the same, then prints the compiled files' paths (what the API runs)
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const RULES = path.join(root, 'apps/api/src/modules/billing/peppol/official-rules');
export const COMPILED_DIR = path.join(root, 'apps/api/.cache/einvoice-rules');
const require = createRequire(path.join(root, 'apps/api/package.json'));

/** The two rule sets: EN 16931's published XSLT, and Peppol's Schematron turned into XSLT by our converter first. */
const SETS = {
  en16931: { sources: ['sources/EN16931-UBL-validation.xslt'], xslt: 'sources/EN16931-UBL-validation.xslt' },
  peppol: { sources: ['sources/PEPPOL-EN16931-UBL.sch', 'schematron-to-xslt.xsl'], schematron: 'sources/PEPPOL-EN16931-UBL.sch' },
};

function xslt3(args) {
  const cli = require.resolve('xslt3/xslt3.js');
  return new Promise((resolve, reject) =>
    execFile(process.execPath, [cli, ...args], { maxBuffer: 16 << 20 }, (error, stdout, stderr) =>
      error ? reject(new Error(`xslt3 ${args.join(' ')} failed:\n${stderr || stdout}`)) : resolve(),
    ),
  );
}

/** The compiled file of a rule set: its name carries the hash of its sources and of the SaxonJS version. */
export function compiledFile(name) {
  const hash = crypto.createHash('sha256');
  hash.update(require('xslt3/package.json').version);
  for (const source of SETS[name].sources) hash.update(fs.readFileSync(path.join(RULES, source)));
  return path.join(COMPILED_DIR, `${name}-${hash.digest('hex').slice(0, 16)}.sef.json`);
}

/** Compiles what is missing, both rule sets at once (two cores); returns each rule set's compiled file. */
export async function compileRules(log = console.log) {
  fs.mkdirSync(COMPILED_DIR, { recursive: true });
  const files = Object.fromEntries(Object.keys(SETS).map((name) => [name, compiledFile(name)]));
  await Promise.all(Object.entries(SETS).map(([name, set]) => compileOne(name, set, files[name], log)));
  return files;
}

async function compileOne(name, set, target, log) {
  if (fs.existsSync(target)) return;
  const started = Date.now();
  const work = fs.mkdtempSync(path.join(COMPILED_DIR, `${name}-`));
  const xslt = set.xslt ? path.join(RULES, set.xslt) : path.join(work, `${name}.xslt`);
  if (set.schematron)
    await xslt3([`-xsl:${path.join(RULES, 'schematron-to-xslt.xsl')}`, `-s:${path.join(RULES, set.schematron)}`, `-o:${xslt}`]);
  const out = path.join(work, 'rules.sef.json');
  await xslt3([`-xsl:${xslt}`, `-export:${out}`, '-nogo', '-relocate:on']);
  // Written whole, then renamed: a process reading meanwhile never sees half a file.
  fs.renameSync(out, target);
  fs.rmSync(work, { recursive: true, force: true });
  for (const old of fs.readdirSync(COMPILED_DIR)) {
    if (old.startsWith(`${name}-`) && old.endsWith('.sef.json') && path.join(COMPILED_DIR, old) !== target)
      fs.rmSync(path.join(COMPILED_DIR, old));
  }
  log(`e-invoice rules: ${name} compiled in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const json = process.argv.includes('--json');
  const files = await compileRules(json ? (line) => console.error(line) : console.log);
  if (json) console.log(JSON.stringify(files));
}
