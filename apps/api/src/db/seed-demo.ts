import { count } from 'drizzle-orm';
import type { Db } from './client';
import { companies, companyConditions, companyEmailDomains, users } from './schema';
import { hashPassword } from '../modules/identity/passwords';
import { seedCatalogDemo } from './seed-catalog-demo';

export const DEMO_PASSWORD = 'Velo-demo-2026';

/** True when the database has no user yet: the embedded demo database is seeded only then. */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0) === 0;
}

/** The demo dataset of the README: two companies, staff, employees and a private customer; then the catalogue and the stock. */
export async function seedDemo(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [acme, globex] = await tx
      .insert(companies)
      .values([
        { name: 'Acme', vatNumber: 'BE0403170701' },
        { name: 'Globex', vatNumber: 'BE0202239951' },
      ])
      .returning();
    await tx.insert(companyEmailDomains).values([
      { companyId: acme!.id, domain: 'acme.test' },
      { companyId: globex!.id, domain: 'globex.test' },
    ]);
    await tx.insert(companyConditions).values([
      { companyId: acme!.id, access: 'leasing,sharing,cafeteria,maintenance', selfRegistration: true, quizRequired: false },
      { companyId: globex!.id, access: 'leasing,maintenance', selfRegistration: false, quizRequired: false },
    ]);
    const person = (email: string, firstname: string, lastname: string, extra: Partial<typeof users.$inferInsert> = {}) => ({
      email,
      firstname,
      lastname,
      passwordHash,
      language: 'fr',
      ...extra,
    });
    const people = await tx.insert(users).values([
      person('admin@veloport.test', 'Anne', 'Admin', { isAdmin: true, permissions: ['admin'], stockLocationId: 1 }),
      person('mechanic@veloport.test', 'Marc', 'Mécano', { permissions: ['bikeMechanic'], stockLocationId: 1 }),
      person('sales@veloport.test', 'Sacha', 'Sales', { permissions: ['order'] }),
      person('fleet@acme.test', 'Fiona', 'Fleet', { permissions: ['fleetManager'], companyId: acme!.id, language: 'nl' }),
      person('employee@acme.test', 'Emile', 'Employé', { companyId: acme!.id }),
      person('inactive@acme.test', 'Iris', 'Inactive', { companyId: acme!.id, status: 'inactive' }),
      person('invited@acme.test', 'Ivan', 'Invité', { companyId: acme!.id, passwordHash: null }),
      person('fleet@globex.test', 'Gustave', 'Globex', { permissions: ['fleetManager'], companyId: globex!.id }),
      person('employee@globex.test', 'Greta', 'Globex', { companyId: globex!.id, language: 'nl' }),
      person('private@example.com', 'Paula', 'Private', { language: 'en' }),
    ]).returning({ id: users.id, email: users.email, companyId: users.companyId, status: users.status });
    const id = (email: string) => people.find((p) => p.email === email)!.id;
    await seedCatalogDemo(tx, {
      adminId: id('admin@veloport.test'),
      acmeId: acme!.id,
      globexId: globex!.id,
      acmeUsers: [id('employee@acme.test'), id('fleet@acme.test')],
      globexUsers: [id('employee@globex.test'), id('fleet@globex.test')],
      privateUserId: id('private@example.com'),
    });
  });
}
