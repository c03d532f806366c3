/**
 * `npm run bench -- mail` (issue 24 point 8, decision 071): 2,000 mails queued at once (a leasing run, a reminder wave)
 * delivered to a local SMTP server by the job worker, through the pooled transport the server uses with SMTP_URL.
 * Target: all delivered in under 60 s, each exactly once. BENCH_DATABASES=postgres runs it on DATABASE_URL's server
 * (default: the embedded database); BENCH_MAILS changes the count.
 */
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { systemClock } from '@veloport/domain';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { migrateDatabase } from '../apps/api/src/db/migrate';
import { MAIL_BATCH, SMTP_CONNECTIONS } from '../apps/api/src/platform/mail';
import { startSmtpCapture } from '../apps/api/src/test/smtp-capture';
import { openBenchDatabase, type BenchKind } from './support';

const MAILS = Number(process.env.BENCH_MAILS ?? 2_000);
const TARGET_MS = 60_000;

async function run(kind: BenchKind) {
  const received = new Map<string, number>();
  const smtp = await startSmtpCapture((mail) => received.set(mail.to, (received.get(mail.to) ?? 0) + 1));
  const { database, drop } = await openBenchDatabase(kind, 'mail');
  try {
    await migrateDatabase(database);
    const config = loadConfig(
      { ...process.env, LOG_LEVEL: 'silent' },
      { dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'vp-bench-mail-')), smtpUrl: smtp.url },
    );
    const app = await buildApp({ config, database, serveWeb: false, runJobs: true, clock: systemClock });
    // Queued as a run queues them: in the transactions of the changes that cause them (here, 20 of 100 mails each).
    for (let i = 0; i < MAILS; i += 100)
      await database.db.transaction(async (tx) => {
        for (let j = i; j < Math.min(MAILS, i + 100); j++)
          await app.mail.send({ to: `customer.${j}@example.be`, subject: `Veloport: your bill ${j}`, text: `Bill ${j} is attached.` }, tx);
      });
    const t0 = performance.now();
    await app.jobs.work();
    while (received.size < MAILS) {
      if (performance.now() - t0 > 10 * TARGET_MS) throw new Error(`only ${received.size} of ${MAILS} mails after ${10 * TARGET_MS} ms`);
      await new Promise((r) => setTimeout(r, 20));
    }
    const ms = Math.round(performance.now() - t0);
    // Exactly once: once the worker has stopped, every job is completed and no address received two.
    await app.close();
    const { rows } = await database.executeSql(
      "select state::text as state, count(*)::int as n from pgboss.job where name = 'mail.send' group by state",
      [],
    );
    const twice = [...received.values()].filter((n) => n > 1).length;
    console.log(
      `mail (${kind}): ${MAILS} queued mails delivered to a local SMTP server in ${ms} ms (${Math.round((MAILS * 1000) / ms)} mails/s; ` +
        `batches of ${MAIL_BATCH}, ${SMTP_CONNECTIONS} pooled connections; target < ${TARGET_MS} ms; load average ${os.loadavg()[0]!.toFixed(1)}); ` +
        `received twice: ${twice}; jobs by state: ${(rows as { state: string; n: number }[]).map((r) => `${r.state} ${r.n}`).join(', ')}`,
    );
    return ms <= TARGET_MS && twice === 0 && received.size === MAILS;
  } finally {
    await smtp.close();
    await database.close();
    await drop();
  }
}

export async function main() {
  const kinds: BenchKind[] = process.env.BENCH_DATABASES === 'postgres' ? ['postgres'] : ['pglite'];
  let ok = true;
  for (const kind of kinds) ok = (await run(kind)) && ok;
  return ok;
}
