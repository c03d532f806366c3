import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { companies } from '../modules/companies/companies.table';
import type { AuthUser } from '@veloport/domain';
import type { SignedClient } from './fixtures';
import { createTestApp, TestClient } from './harness';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type TestAppOptions = Parameters<typeof createTestApp>[0];

/** The demo's people (README, "demo accounts"), by the role a test talks about. */
export const DEMO_USERS = {
  admin: 'admin@veloport.test',
  mechanic: 'mechanic@veloport.test',
  sales: 'sales@veloport.test',
  fleetAcme: 'fleet@acme.test',
  fleetGlobex: 'fleet@globex.test',
  employee: 'employee@acme.test',
  globexEmployee: 'employee@globex.test',
  privateCustomer: 'private@example.com',
} as const;
export type DemoRole = keyof typeof DEMO_USERS;

/**
 * The API on a copy of the demo database for one test file (decision 081): started in `beforeAll`, closed in
 * `afterAll`. What it returns is usable at the top of the file: `t.app`, `t.db`, `t.inbox`… read the running app, and
 * `t.signedIn('admin')` is a browser that signs in during `beforeAll`, in the order the file asks for them.
 * `options` may be a function, for options made in `beforeAll` (a temporary folder).
 */
export function useDemoApp(options: TestAppOptions | (() => TestAppOptions | Promise<TestAppOptions>) = {}) {
  let current: TestApp | undefined;
  const running = () => {
    if (!current) throw new Error('The demo app starts in beforeAll: read it inside a hook or a test');
    return current;
  };
  beforeAll(async () => {
    current = await createTestApp(typeof options === 'function' ? await options() : options);
  });
  afterAll(() => current?.close());

  return {
    get app() {
      return running().app;
    },
    get clock() {
      return running().app.clock;
    },
    get db() {
      return running().db;
    },
    get database() {
      return running().database;
    },
    get dataDir() {
      return running().dataDir;
    },
    /** Every mail the SMTP server received; a change's mail is there when its request returns (the client ran the due jobs). */
    get inbox() {
      return running().inbox;
    },
    get refusedMailboxes() {
      return running().refusedMailboxes;
    },
    /** The mails `address` received so far, oldest first. */
    mailsTo: (address: string) => running().inbox.filter((m) => m.to === address),
    drainJobs: () => running().drainJobs(),
    client: (opts: { ip?: string } = {}) => running().client(opts),
    countQueries: (run: () => Promise<unknown>) => running().countQueries(run),
    /** A browser signed in as a demo role (or any demo address) in `beforeAll`; `.user` is who it signed in as. */
    signedIn(who: DemoRole | `${string}@${string}`): SignedClient {
      const client = Object.assign(new TestClient(() => running().app), { user: undefined as unknown as AuthUser });
      beforeAll(async () => {
        client.user = await client.login(who in DEMO_USERS ? DEMO_USERS[who as DemoRole] : who);
      });
      return client;
    },
    /** The demo companies' ids by name (Acme, Globex, Initech…), filled in `beforeAll`. */
    companyIds(): Record<string, number> {
      const ids: Record<string, number> = {};
      beforeAll(async () => {
        for (const c of await running().db.select({ id: companies.id, name: companies.name }).from(companies)) ids[c.name] = c.id;
      });
      return ids;
    },
  };
}

export type DemoApp = ReturnType<typeof useDemoApp>;

/** The home page a built web app serves, as small as the server's tests need it. */
export const WEB_INDEX_HTML =
  '<!doctype html>\n<html lang="fr">\n  <head>\n    <title>Veloport</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';

/**
 * A built web app's folder for `useDemoApp({ webDistDir })`: its `index.html` and `files` (paths inside the folder),
 * removed after the file's tests. Call it before `useDemoApp`, so the app closes before its folder goes.
 */
export function useWebDist(files: Record<string, string | Buffer> = {}): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'veloport-dist-'));
  for (const [name, content] of Object.entries({ 'index.html': WEB_INDEX_HTML, ...files })) {
    fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    fs.writeFileSync(path.join(dist, name), content);
  }
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
  return dist;
}
