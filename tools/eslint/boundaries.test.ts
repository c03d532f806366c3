import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { boundaryViolation, layoutViolation } from './boundaries.js';

const root = path.resolve(import.meta.dirname, '../..');
const web = (p: string) => path.join(root, 'apps/web/src', p);
const api = (p: string) => path.join(root, 'apps/api/src', p);

describe('import boundaries', () => {
  it('refuses a feature importing another feature, even a sibling of its group, and shared code importing a feature', () => {
    expect(boundaryViolation(web('features/identity/auth/routes/login.tsx'), web('features/billing/sepa/api/x'))).toMatch(
      /"identity\/auth" may not import feature "billing\/sepa"/,
    );
    expect(boundaryViolation(web('features/identity/auth/routes/login.tsx'), web('features/identity/user-settings/api/x'))).toMatch(
      /may not import feature "identity\/user-settings"/,
    );
    expect(boundaryViolation(web('features/identity/auth/routes/login.tsx'), web('features/identity/shared'))).toMatch(
      /may not import feature/,
    );
    expect(boundaryViolation(web('components/ui/table.tsx'), web('features/identity/auth/api/login'))).toMatch(/shared/);
    expect(boundaryViolation(web('features/identity/auth/routes/login.tsx'), web('app/router'))).toMatch(/app\//);
  });
  it('allows app → features → shared and a feature importing itself', () => {
    expect(boundaryViolation(web('app/router.tsx'), web('features/identity/auth/routes/login'))).toBeNull();
    expect(boundaryViolation(web('features/identity/auth/routes/login.tsx'), web('features/identity/auth/api/login'))).toBeNull();
    expect(boundaryViolation(web('features/identity/auth/routes/login.tsx'), web('lib/api-client'))).toBeNull();
  });
  it('lets a screen test beside its feature render the whole app, and nothing else of the app', () => {
    expect(boundaryViolation(web('features/billing/sepa/sepa.accessibility.test.tsx'), web('app/testing/render-app'))).toBeNull();
    expect(boundaryViolation(web('features/billing/sepa/sepa.accessibility.test.tsx'), web('app/router'))).toMatch(/app\//);
    expect(boundaryViolation(web('features/billing/sepa/components/form.tsx'), web('app/testing/render-app'))).toMatch(/app\//);
    expect(boundaryViolation(web('features/billing/sepa/sepa.test.tsx'), web('features/billing/bills/api/x'))).toMatch(
      /may not import feature/,
    );
  });
  it('lets an API module reach another only through its service; the platform imports no module', () => {
    expect(boundaryViolation(api('modules/identity/x.ts'), api('modules/companies/companies.repository'))).toMatch(/through its service/);
    expect(boundaryViolation(api('modules/identity/x.ts'), api('modules/companies/companies.service'))).toBeNull();
    expect(boundaryViolation(api('modules/identity/identity.table.ts'), api('modules/companies/companies.table'))).toBeNull();
    expect(boundaryViolation(api('modules/identity/identity.service.ts'), api('modules/companies/companies.table'))).toMatch(/service/);
    expect(boundaryViolation(api('platform/auth.ts'), api('modules/identity/identity.service'))).toMatch(/platform/);
  });
});

describe('web layout', () => {
  it('puts every feature in a group named after an API module, or a web-only group', () => {
    expect(layoutViolation(web('features/billing/sepa/routes/sepa-list-page.tsx'))).toBeNull();
    expect(layoutViolation(web('features/shell/errors/routes/error-page.tsx'))).toBeNull();
    expect(layoutViolation(web('features/payments/sepa/routes/sepa-list-page.tsx'))).toMatch(/not an API module/);
    expect(layoutViolation(web('features/billing/paths.ts'))).toMatch(/features\/<group>\/<feature>/);
    expect(layoutViolation(web('lib/api-client.ts'))).toBeNull();
  });
});
