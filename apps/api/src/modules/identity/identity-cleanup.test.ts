import type { BackgroundJob } from '@veloport/domain';
import { eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createJobs } from '../../platform/jobs';
import { defineIdentityCleanup, IDENTITY_CLEANUP_CRON, IDENTITY_CLEANUP_JOB } from './identity.cleanup';
import { rateLimitHits } from '../../platform/rate-limits.table';
import { loginFailures, passwordTokens, sessions, users } from './identity.table';
import { useDemoApp } from '../../test/demo-app';

const t = useDemoApp();
const admin = t.signedIn('admin');

describe('scheduled jobs', () => {
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3600 * 1000);

  it('the nightly clean-up deletes expired sessions, old sign-in counters and long-dead links, and keeps the rest', async () => {
    const userId = (await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'employee@acme.test')))[0]!.id;
    await t.db.insert(sessions).values([
      { id: 'cleanup-expired', userId, expiresAt: hoursAgo(1) },
      { id: 'cleanup-live', userId, expiresAt: hoursAgo(-1) },
    ]);
    await t.db.insert(loginFailures).values([
      { email: 'cleanup@example.be', ip: '203.0.113.50', at: hoursAgo(25) },
      { email: 'cleanup@example.be', ip: '203.0.113.51', at: hoursAgo(0.1) },
    ]);
    await t.db.insert(rateLimitHits).values([
      { bucket: 'cleanup', key: 'old', at: hoursAgo(25) },
      { bucket: 'cleanup', key: 'recent', at: hoursAgo(0.5) },
    ]);
    await t.db.insert(passwordTokens).values([
      { id: 'cleanup-dead-link', userId, purpose: 'reset', expiresAt: hoursAgo(31 * 24) },
      { id: 'cleanup-used-link', userId, purpose: 'reset', expiresAt: hoursAgo(-1), usedAt: hoursAgo(31 * 24) },
      { id: 'cleanup-fresh-link', userId, purpose: 'reset', expiresAt: hoursAgo(2) },
    ]);

    await t.app.jobs.enqueue(t.db, IDENTITY_CLEANUP_JOB, {});
    await t.drainJobs();

    expect((await t.db.select({ id: sessions.id }).from(sessions).where(like(sessions.id, 'cleanup-%'))).map((r) => r.id)).toEqual([
      'cleanup-live',
    ]);
    expect(
      (await t.db.select({ ip: loginFailures.ip }).from(loginFailures).where(eq(loginFailures.email, 'cleanup@example.be'))).map(
        (r) => r.ip,
      ),
    ).toEqual(['203.0.113.51']);
    expect(
      (await t.db.select({ key: rateLimitHits.key }).from(rateLimitHits).where(eq(rateLimitHits.bucket, 'cleanup'))).map((r) => r.key),
    ).toEqual(['recent']);
    expect(
      (await t.db.select({ id: passwordTokens.id }).from(passwordTokens).where(like(passwordTokens.id, 'cleanup-%'))).map((r) => r.id),
    ).toEqual(['cleanup-fresh-link']);
    // The run shows in the admins' job list like any other job.
    const listed = ((await admin.get('/api/jobs?perPage=100')).body.data as BackgroundJob[]).filter((j) => j.name === IDENTITY_CLEANUP_JOB);
    expect(listed.map((j) => j.state)).toEqual(['completed']);
  });

  it('a working process schedules the clean-up every night in Brussels time', async () => {
    const log = { info() {}, error() {} } as never;
    const worker = createJobs({ database: t.database, log, work: true });
    defineIdentityCleanup({ jobs: worker, db: t.db, log, clock: t.app.clock });
    await worker.open();
    try {
      await worker.work({ pollingIntervalSeconds: 30 });
      const schedules = (await t.db.execute(sql`select name, cron, timezone from pgboss.schedule`)) as unknown as { rows: unknown[] };
      expect(schedules.rows).toContainEqual({ name: IDENTITY_CLEANUP_JOB, cron: IDENTITY_CLEANUP_CRON, timezone: 'Europe/Brussels' });
    } finally {
      await worker.stop(1000);
    }
  });
});
