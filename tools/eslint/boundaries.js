// Architecture rule 3 as lint: who may import whom (see docs/decisions/003-boundaries.md).
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const webSrc = path.join(root, 'apps/web/src');
const apiSrc = path.join(root, 'apps/api/src');

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
    const [layer, name] = w;
    const [tLayer, tName] = wt;
    if (layer === 'features' && tLayer === 'features' && tName !== name) return `feature "${name}" may not import feature "${tName}"`;
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
    // The composition root wires services and adapters (decision 069): queries stay behind a module's service.
    if (layer === 'app.ts' && tLayer === 'modules' && /\.(repository|table)(\.ts)?$/.test(rest.join('/') || tName))
      return 'app.ts wires services and adapters, never a repository or a table (decision 069)';
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
    function check(node) {
      const spec = node.source?.value;
      if (typeof spec !== 'string') return;
      const target = resolveTarget(file, spec);
      if (!target) return;
      const message = boundaryViolation(file, target);
      if (message) context.report({ node: node.source, message });
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
