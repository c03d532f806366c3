// Architecture rule 2 as lint: every route in a *.routes.ts file declares `config` (its access), also those registered
// through `listRoute(app, path, options)` (decision 080).
const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'route']);

export const routeAccessRule = {
  meta: { type: 'problem', schema: [], docs: { description: 'Every API route declares its access in config' } },
  create(context) {
    if (!/\.routes\.ts$/.test(context.filename)) return {};
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type === 'Identifier' && callee.name === 'listRoute') return check(node, node.arguments[2]);
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (callee.object.type !== 'Identifier' || callee.object.name !== 'app' || !METHODS.has(callee.property.name)) return;
        check(node, callee.property.name === 'route' ? node.arguments[0] : node.arguments[1]);
      },
    };
    function check(node, options) {
      const hasConfig =
        options?.type === 'ObjectExpression' &&
        options.properties.some((p) => p.type === 'Property' && p.key.type === 'Identifier' && p.key.name === 'config');
      if (!hasConfig) context.report({ node, message: 'This route declares no access: add `config: { access: … }`' });
    }
  },
};
