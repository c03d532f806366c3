import fs from 'node:fs';
import path from 'node:path';
import type { BackgroundJob } from '@veloport/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../test/demo-app';
import { auditOf, signedIn } from '../../test/fixtures';

const t = useDemoApp();
const admin = t.signedIn('admin');

/** Time passes for the queue: every job waiting for its next attempt becomes due now. */
const makeRetriesDue = () => t.db.execute(sql`update pgboss.job set start_after = now() - interval '1 second' where state = 'retry'`);
const jobOf = async (email: string) =>
  ((await admin.get('/api/jobs?perPage=100')).body.data as BackgroundJob[]).find((j) => j.summary?.startsWith(email))!;

describe('mail outbox', () => {
  it('mails nothing for a change that rolled back', async () => {
    const failed = await t.db
      .transaction(async (tx) => {
        await t.app.mail.send({ to: 'rolled.back@example.be', subject: 'Never', text: 'This change did not happen' }, tx);
        throw new Error('the change fails after its mail was written');
      })
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    await t.drainJobs();
    expect(t.inbox.some((m) => m.to === 'rolled.back@example.be')).toBe(false);
    expect(await jobOf('rolled.back@example.be')).toBeUndefined();
  });

  it('retries a mail the server refuses, shows it failed to admins with the error, and sends it when an admin retries', async () => {
    const email = 'refused.mailbox@example.be';
    t.refusedMailboxes.add(email);
    const res = await t
      .client({ ip: '203.0.113.9' })
      .post('/api/public/requests/contact', { firstname: 'Rui', lastname: 'Refused', email, locale: 'en', message: 'Hello' });
    // The request is kept whatever the mail does.
    expect(res.status).toBe(201);
    let job = await jobOf(email);
    expect(job).toMatchObject({
      name: 'mail.send',
      state: 'retry',
      attempts: 1,
      summary: `${email} — Veloport: we have received your message`,
    });
    expect(job.lastError).toContain('Mailbox unavailable');
    // Each retry waits longer (backoff); let the time pass and run the attempts until the queue gives up.
    expect(new Date(job.startAfter).getTime()).toBeGreaterThan(Date.now());
    for (let i = 0; i < 5; i++) {
      await makeRetriesDue();
      await t.drainJobs();
    }
    job = await jobOf(email);
    expect(job).toMatchObject({ state: 'failed', attempts: 6, retryLimit: 5 });
    expect(job.lastError).toContain('Mailbox unavailable');
    // An operator's alert sees it too (issue 24 point 13): failed for good, per queue.
    const metrics = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(Number(/veloport_job_queue_failed\{queue="mail\.send"\} (\d+)/.exec(metrics)?.[1])).toBeGreaterThanOrEqual(1);
    const failedList = (await admin.get('/api/jobs?state=failed')).body;
    expect((failedList.data as BackgroundJob[]).map((j) => j.id)).toContain(job.id);
    expect(failedList.meta).toMatchObject({ page: 1, perPage: 25 });
    expect(t.inbox.some((m) => m.to === email)).toBe(false);

    // The mailbox works again; an admin retries the job and the mail arrives.
    t.refusedMailboxes.delete(email);
    const retried = await admin.post(`/api/jobs/${job.id}/retry`);
    expect(retried.status).toBe(200);
    expect(t.inbox.filter((m) => m.to === email)).toHaveLength(1);
    expect((await jobOf(email)).state).toBe('completed');
    const after = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(Number(/veloport_job_queue_failed\{queue="mail\.send"\} (\d+)/.exec(after)?.[1])).toBe(
      Number(/veloport_job_queue_failed\{queue="mail\.send"\} (\d+)/.exec(metrics)?.[1]) - 1,
    );
    expect((await auditOf(t.db, 'job', job.id)).map((a) => a.action)).toEqual(['job.retried']);
    // A job that did not fail cannot be retried.
    expect((await admin.post(`/api/jobs/${job.id}/retry`)).status).toBe(409);
  });

  it('keeps the job list for admins: 401 signed out, 403 for a fleet manager, 404 for an unknown job, 422 for a bad filter', async () => {
    expect((await t.client().get('/api/jobs')).status).toBe(401);
    const fleet = await signedIn(t, 'fleet@acme.test');
    expect((await fleet.get('/api/jobs')).status).toBe(403);
    expect((await fleet.post('/api/jobs/00000000-0000-4000-8000-000000000000/retry')).status).toBe(403);
    expect((await admin.post('/api/jobs/00000000-0000-4000-8000-000000000000/retry')).status).toBe(404);
    expect((await admin.get('/api/jobs?state=sleeping')).status).toBe(422);
  });

  it('names every queue the server defines in the jobs screen of each language', async () => {
    // The metrics list every defined queue, at 0 when empty; the screen names a job by `names.<queue, dots as _>`.
    const metrics = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    const queues = [...metrics.matchAll(/veloport_job_queue_depth\{queue="([^"]+)"\}/g)].map((m) => m[1]);
    expect(queues).toContain('mail.send');
    for (const locale of ['fr', 'nl', 'en']) {
      const catalogue = JSON.parse(fs.readFileSync(path.resolve(`apps/web/src/locales/${locale}/jobs.json`), 'utf8')) as {
        names: Record<string, string>;
      };
      const unnamed = queues.filter((queue) => !catalogue.names[queue.replace(/\./g, '_')]);
      expect(unnamed, locale).toEqual([]);
    }
  });
});
