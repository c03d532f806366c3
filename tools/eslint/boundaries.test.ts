import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { boundaryViolation } from './boundaries.js';

const root = path.resolve(import.meta.dirname, '../..');
const web = (p: string) => path.join(root, 'apps/web/src', p);
const api = (p: string) => path.join(root, 'apps/api/src', p);

describe('import boundaries', () => {
  it('refuses a feature importing another feature, and shared code importing a feature', () => {
    expect(boundaryViolation(web('features/auth/routes/login.tsx'), web('features/user-settings/api/x'))).toMatch(/may not import feature/);
    expect(boundaryViolation(web('components/ui/table.tsx'), web('features/auth/api/login'))).toMatch(/shared/);
    expect(boundaryViolation(web('features/auth/routes/login.tsx'), web('app/router'))).toMatch(/app\//);
  });
  it('allows app → features → shared and a feature importing itself', () => {
    expect(boundaryViolation(web('app/router.tsx'), web('features/auth/routes/login'))).toBeNull();
    expect(boundaryViolation(web('features/auth/routes/login.tsx'), web('features/auth/api/login'))).toBeNull();
    expect(boundaryViolation(web('features/auth/routes/login.tsx'), web('lib/api-client'))).toBeNull();
  });
  it('lets an API module reach another only through its service; the platform imports no module', () => {
    expect(boundaryViolation(api('modules/identity/x.ts'), api('modules/companies/companies.repository'))).toMatch(/through its service/);
    expect(boundaryViolation(api('modules/identity/x.ts'), api('modules/companies/companies.service'))).toBeNull();
    expect(boundaryViolation(api('modules/identity/identity.table.ts'), api('modules/companies/companies.table'))).toBeNull();
    expect(boundaryViolation(api('modules/identity/identity.service.ts'), api('modules/companies/companies.table'))).toMatch(/service/);
    expect(boundaryViolation(api('platform/auth.ts'), api('modules/identity/identity.service'))).toMatch(/platform/);
  });
  it('keeps the composition root off repositories and tables (decision 069)', () => {
    expect(boundaryViolation(api('app.ts'), api('modules/sales/orders.repository'))).toMatch(/069/);
    expect(boundaryViolation(api('app.ts'), api('modules/billing/bills/bills.table'))).toMatch(/069/);
    expect(boundaryViolation(api('app.ts'), api('modules/billing/bills/bills.service'))).toBeNull();
    expect(boundaryViolation(api('app.ts'), api('modules/sharing/boxes/box-adapter'))).toBeNull();
  });
});
