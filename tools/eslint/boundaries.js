// Architecture rule 3 as lint: who may import whom (see docs/decisions/003-boundaries.md and 072-web-layout.md).
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const webSrc = path.join(root, 'apps/web/src');
const apiSrc = path.join(root, 'apps/api/src');

/**
 * The web's feature groups: the API's modules (features/billing/sepa ↔ modules/billing/sepa), and the web's own
 * where the API has none (decision 072).
 */
export const WEB_ONLY_GROUPS = ['shell'];
export const FEATURE_GROUPS = [
  ...fs
    .readdirSync(path.join(apiSrc, 'modules'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name),
  ...WEB_ONLY_GROUPS,
];

/** `billing/sepa` for a file under features/billing/sepa/…; null outside features or at a group's top. */
function featureOf(segments) {
  return segments[0] === 'features' && segments.length > 3 ? `${segments[1]}/${segments[2]}` : null;
}

/** Returns a message when a web file sits outside features/<group>/<feature>/, or in a group the API does not have. */
export function layoutViolation(file) {
  const w = segment(file, webSrc);
  if (!w || w[0] !== 'features') return null;
  if (!FEATURE_GROUPS.includes(w[1])) return `features/${w[1]} is not an API module's name (nor one of ${WEB_ONLY_GROUPS.join(', ')})`;
  if (!featureOf(w)) return 'a web file belongs to a feature: features/<group>/<feature>/…';
  return null;
}

function resolveTarget(fromFile, spec) {
  if (spec.startsWith('@/')) return path.join(webSrc, spec.slice(2));
  if (spec.startsWith('.')) return path.resolve(path.dirname(fromFile), spec);
  return null;
}

function segment(file, base) {
  const rel = path.relative(base, file);
  return rel.startsWith('..') ? null : rel.split(path.sep);
}

/** Returns a message when `from` may not import `to`, else null. */
export function boundaryViolation(from, to) {
  const w = segment(from, webSrc);
  const wt = segment(to, webSrc);
  if (w && wt) {
    const [layer] = w;
    const [tLayer] = wt;
    const [name, tName] = [featureOf(w), featureOf(wt)];
    // Not even a sibling of its group: what two features share goes to components/ or lib/, or the app composes them.
    if (layer === 'features' && tLayer === 'features' && tName !== name)
      return `feature "${name}" may not import feature "${tName ?? wt.slice(1).join('/')}"`;
    // A screen test renders the whole app, as a user meets it: it may take the app's test harness, nothing else.
    if (layer === 'features' && tLayer === 'app' && wt[1] === 'testing' && /\.test\.tsx?$/.test(from)) return null;
    if (layer !== 'app' && tLayer === 'app') return `${layer}/ may not import app/ (imports flow app → features → shared)`;
    if (['components', 'lib', 'config', 'locales'].includes(layer) && tLayer === 'features')
      return `${layer}/ is shared and may not import a feature`;
    return null;
  }
  const a = segment(from, apiSrc);
  const at = segment(to, apiSrc);
  if (a && at) {
    const [layer, name] = a;
    const [tLayer, tName, ...rest] = at;
    if (layer === 'platform' && tLayer === 'modules') return 'the platform may not import a module';
    if (layer === 'modules' && tLayer === 'modules' && tName !== name) {
      const file = rest.join('/');
      const fromFile = path.basename(from);
      if (file.endsWith('.service') || file.endsWith('.service.ts')) return null;
      // A table may reference another module's table for a foreign key, nothing more.
      if (fromFile.endsWith('.table.ts') && (file.endsWith('.table') || file.endsWith('.table.ts'))) return null;
      return `module "${name}" may reach module "${tName}" only through its service`;
    }
  }
  return null;
}

export const boundariesRule = {
  meta: { type: 'problem', schema: [], docs: { description: 'Enforce the architecture import boundaries' } },
  create(context) {
    const file = context.filename;
    const misplaced = layoutViolation(file);
    function check(node) {
      const spec = node.source?.value;
      if (typeof spec !== 'string') return;
      const target = resolveTarget(file, spec);
      if (!target) return;
      const message = boundaryViolation(file, target);
      if (message) context.report({ node: node.source, message });
    }
    return {
      Program: (node) => misplaced && context.report({ node, message: misplaced }),
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
