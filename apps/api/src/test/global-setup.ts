import fs from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDemo } from '../db/seed/seed-demo';

/**
 * Migrating per test file costs seconds, so one template is built per run (migrated + demo data):
 * a PGlite data-dir dump, or a PostgreSQL template database when DATABASE_URL is set.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    // One template per run, so that runs on the same server do not drop each other's template.
    const TEMPLATE_DB = `veloport_test_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${TEMPLATE_DB}`;
    const database = await openDatabase({ kind: 'postgres', url: templateUrl.toString(), poolSize: 1 });
    await migrateDatabase(database);
    await seedDemo(database.db);
    await database.close();
    project.provide('dbTemplate', { kind: 'postgres', url, template: TEMPLATE_DB });
    return async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
      await c.end();
    };
  }
  const database = await openDatabase({ kind: 'pglite' });
  await migrateDatabase(database);
  await seedDemo(database.db);
  const dir = path.resolve('.vitest-tmp');
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `template-${process.pid}.tar`);
  const dump = await database.dumpDataDir!();
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('dbTemplate', { kind: 'pglite', file });
  return async () => fs.rm(file, { force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: { kind: 'pglite'; file: string } | { kind: 'postgres'; url: string; template: string };
  }
}
