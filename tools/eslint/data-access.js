// Decision 069 as lint: a service holds the rules and the transactions, its repository the queries. In a `*.service.ts`
// of the API, a value import of drizzle (`eq`, `sql`, `and`…) or of a table, or a query builder called on a database
// handle (`db.select`, `tx.insert`…), is a query that belongs in the module's `*.repository.ts`. Type-only imports
// (`import type { SQL }`, `typeof bills.$inferInsert`) stay allowed: they build nothing.

export const MESSAGE =
  'A service queries through its repository: move this into the module’s *.repository.ts (decision 069; db.transaction stays here)';

const QUERY_METHODS = new Set([
  'select',
  'selectDistinct',
  'selectDistinctOn',
  'insert',
  'update',
  'delete',
  'execute',
  'query',
  '$count',
  'with',
]);
const HANDLES = new Set(['db', 'tx', 'trx', 'conn', 'on', 'sp', 'database']);

const isService = (filename) => /apps[\\/]api[\\/]src[\\/].*\.service\.ts$/.test(filename);
const isDrizzle = (source) => source === 'drizzle-orm' || source.startsWith('drizzle-orm/');
const isTable = (source) => /\.table(\.ts)?$/.test(source);
/** An import that brings a value (not `import type`, and not only `type` specifiers). */
const bringsValue = (node) =>
  node.importKind !== 'type' &&
  (node.specifiers.length === 0 || node.specifiers.some((s) => s.type !== 'ImportSpecifier' || s.importKind !== 'type'));

export const dataAccessRule = {
  meta: { type: 'problem', schema: [], docs: { description: 'Keep queries out of API services (decision 069)' } },
  create(context) {
    if (!isService(context.filename)) return {};
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (typeof source === 'string' && (isDrizzle(source) || isTable(source)) && bringsValue(node))
          context.report({ node, message: MESSAGE });
      },
      CallExpression(node) {
        const callee = node.callee;
        if (
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          HANDLES.has(callee.object.name) &&
          callee.property.type === 'Identifier' &&
          QUERY_METHODS.has(callee.property.name)
        )
          context.report({ node, message: MESSAGE });
      },
    };
  },
};
