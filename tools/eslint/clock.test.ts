import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { clockRule, MESSAGES } from './clock.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = path.resolve(import.meta.dirname, '../..');
const service = path.join(root, 'apps/api/src/modules/billing/bills/bills.service.ts');
const page = path.join(root, 'apps/web/src/features/stock/stock/components/bike-actions.tsx');
const test = path.join(root, 'apps/api/src/modules/billing/bills/bills.test.ts');
const clockModule = path.join(root, 'packages/domain/src/brussels-time.ts');

new RuleTester({ languageOptions: { parser: tseslint.parser } }).run('veloport/clock', clockRule as never, {
  valid: [
    { filename: service, code: 'const today = clock.today(); const at = clock.now();' },
    { filename: service, code: 'const issued = new Date(row.issuedAt); const cut = name.slice(0, 10);' },
    { filename: page, code: 'const started = Date.now(); const stamp = new Date().toISOString();' },
    { filename: test, code: 'const frame = `TST${Date.now()}`;' },
    { filename: clockModule, code: 'const d = new Date(); d.toISOString().slice(0, 10); d.getUTCDay();' },
  ],
  invalid: [
    { filename: page, code: 'const today = new Date().toISOString().slice(0, 10);', errors: [{ message: MESSAGES.utcDay }] },
    { filename: test, code: 'const month = at.toISOString().substring(0, 7);', errors: [{ message: MESSAGES.utcDay }] },
    { filename: test, code: 'if (new Date(day).getUTCDay() === 0) skip();', errors: [{ message: MESSAGES.calendarField }] },
    { filename: page, code: 'const year = new Date().getFullYear();', errors: [{ message: MESSAGES.calendarField }] },
    { filename: service, code: 'const at = new Date();', errors: [{ message: MESSAGES.now }] },
    { filename: service, code: 'const t = Date.now() + 1000;', errors: [{ message: MESSAGES.now }] },
  ],
});
