import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { routeAccessRule } from './route-access.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const routes = path.resolve(import.meta.dirname, '../../apps/api/src/modules/companies/companies.routes.ts');
const message = 'This route declares no access: add `config: { access: … }`';

new RuleTester({ languageOptions: { parser: tseslint.parser } }).run('veloport/route-access', routeAccessRule as never, {
  valid: [
    { filename: routes, code: "app.get('/api/companies/:id', { config: admin, schema }, handler);" },
    { filename: routes, code: "listRoute(app, '/api/companies', { config: admin, schema, list, download });" },
  ],
  invalid: [
    { filename: routes, code: "app.get('/api/companies/:id', { schema }, handler);", errors: [{ message }] },
    { filename: routes, code: "listRoute(app, '/api/companies', { schema, list, download });", errors: [{ message }] },
  ],
});
