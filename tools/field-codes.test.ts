import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES, FIELD_ERROR_CODES } from '../packages/domain/src/errors';

/*
 * Every field code the API can answer is declared (packages/domain/src/errors.ts), so the web translates it instead of
 * showing "invalid" (decision 073). `invalid()` and `AppError` take `FieldCode`, so TypeScript refuses an undeclared
 * code there; what the compiler cannot see are the zod contracts' messages, which `fieldCode()` (platform/errors.ts)
 * turns into field codes at run time. This walks the sources for them: `message: 'code'`, `.refine(check, 'code')`,
 * and, as a second net, the literal codes handed to `invalid({ … })`.
 */
const root = path.resolve(import.meta.dirname, '..');
const SOURCES = ['packages/domain/src', 'apps/api/src'];
const declared = new Set<string>([...FIELD_ERROR_CODES, ...API_ERROR_CODES]);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** The string literals an expression can evaluate to: `'a'`, `cond ? 'a' : 'b'`, `x ?? 'a'`, `'a' as const`. */
function literals(node: ts.Expression): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isConditionalExpression(node)) return [...literals(node.whenTrue), ...literals(node.whenFalse)];
  if (ts.isBinaryExpression(node)) return [...literals(node.left), ...literals(node.right)];
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return literals(node.expression);
  return [];
}

type Use = { code: string; where: string };

function codesIn(file: string): Use[] {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const uses: Use[] = [];
  const add = (node: ts.Node, codes: string[]) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    for (const code of codes) uses.push({ code, where: `${path.relative(root, file)}:${line}` });
  };
  const visit = (node: ts.Node) => {
    // `message: 'code'` in a zod issue or refinement; messages written as sentences are not codes (and not here).
    if (ts.isPropertyAssignment(node) && node.name.getText(source) === 'message') add(node, literals(node.initializer));
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : '';
      const [first, second] = node.arguments;
      if ((name === 'refine' || name === 'superRefine') && second) add(node, literals(second));
      if (name === 'invalid' && first && ts.isObjectLiteralExpression(first))
        for (const property of first.properties) if (ts.isPropertyAssignment(property)) add(property, literals(property.initializer));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  // Only snake_case words are codes: an English sentence in `message` is a log or an error's text for developers.
  return uses.filter((use) => /^[a-z][a-z0-9_]*$/.test(use.code));
}

const uses = SOURCES.flatMap((dir) => sourceFiles(path.join(root, dir))).flatMap(codesIn);

describe('field codes the API can answer', () => {
  it('are found in the contracts and services (the walk sees them)', () => {
    const found = new Set(uses.map((use) => use.code));
    for (const code of ['required', 'end_before_start', 'iban_invalid', 'in_the_past', 'unknown_company']) expect(found).toContain(code);
  });

  it('are all declared in packages/domain/src/errors.ts', () => {
    const undeclared = uses.filter((use) => !declared.has(use.code)).map((use) => `${use.code} (${use.where})`);
    expect(undeclared).toEqual([]);
  });

  it('have one code per meaning: the merged codes are gone', () => {
    const merged = ['in_past', 'date_in_future', 'signature_in_future', 'execution_date_past', 'window_order', 'before_from'];
    expect(merged.filter((code) => declared.has(code) || uses.some((use) => use.code === code))).toEqual([]);
  });
});
