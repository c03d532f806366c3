import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { dataAccessRule, MESSAGE } from './data-access.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = path.resolve(import.meta.dirname, '../..');
const service = path.join(root, 'apps/api/src/modules/billing/gift-cards/gift-cards.service.ts');
const repository = path.join(root, 'apps/api/src/modules/billing/gift-cards/gift-cards.repository.ts');
const errors = [{ message: MESSAGE }];

new RuleTester({ languageOptions: { parser: tseslint.parser } }).run('veloport/data-access', dataAccessRule as never, {
  valid: [
    { filename: service, code: "import type { SQL } from 'drizzle-orm'; import { type SQL as S } from 'drizzle-orm';" },
    { filename: service, code: "import type { giftCards } from './gift-cards.table'; type Row = typeof giftCards.$inferSelect;" },
    { filename: service, code: 'await db.transaction(async (tx) => repo.insert(tx, values)); await repo.page(db, where);' },
    {
      filename: repository,
      code: "import { eq } from 'drizzle-orm'; import { giftCards } from './gift-cards.table'; db.select().from(giftCards);",
    },
  ],
  invalid: [
    { filename: service, code: "import { eq, type SQL } from 'drizzle-orm';", errors },
    { filename: service, code: "import type { AnyPgColumn } from 'drizzle-orm/pg-core'; import { sql } from 'drizzle-orm';", errors },
    { filename: service, code: "import { giftCards } from './gift-cards.table';", errors },
    { filename: service, code: 'const rows = await db.select().from(t);', errors },
    { filename: service, code: 'await tx\n  .insert(t)\n  .values(v);', errors },
    { filename: service, code: 'await tx.execute(lock);', errors },
  ],
});
