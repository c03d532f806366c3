import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../db/client';
import type { Jobs } from './jobs';

export type MailMessage = { to: string; subject: string; text: string; html?: string; replyTo?: string; attachments?: MailAttachment[] };
/** A file sent with a message; its content in base64, as the queued message is JSON (a bill's PDF, decision 043). */
export type MailAttachment = { filename: string; contentType: string; content: string; encoding: 'base64' };
/** Hands one message to the mail server now (SMTP, or an .eml file without SMTP_URL). Only the mail job calls it. */
export type MailTransport = { send(message: MailMessage): Promise<void> };
/**
 * What services use: `send(message, tx)` writes the mail into the job queue inside the caller's transaction;
 * the `mail.send` job delivers it with retries. A change that rolls back mails nothing.
 */
export type Mailer = { send(message: MailMessage, tx?: DbOrTx): Promise<void> };

export const MAIL_JOB = 'mail.send';

/** Mails each process hands to the mail server at once (over the transport's few pooled connections). */
export const MAIL_BATCH = 50;
/** Connections kept open to the mail server per process, each reused for many messages. */
export const SMTP_CONNECTIONS = 5;

/** The outbox: mail rows in the job queue, delivered by the `mail.send` job (5 retries, backoff from 10 s). */
export function createOutbox({ jobs, transport, db }: { jobs: Jobs; transport: MailTransport; db: DbOrTx }): Mailer {
  jobs.define<MailMessage>({
    name: MAIL_JOB,
    retryLimit: 5,
    retryDelaySeconds: 10,
    batchSize: MAIL_BATCH,
    handler: (message) => transport.send(message),
  });
  return {
    async send(message, tx) {
      await jobs.enqueue(tx ?? db, MAIL_JOB, message);
    },
  };
}

/**
 * Real SMTP through nodemailer when SMTP_URL is set; otherwise each message is written
 * as an .eml file to <data>/outbox and its first link is logged, so a demo needs no mail server.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string; log: FastifyBaseLogger }): MailTransport & {
  close: () => void;
} {
  if (opts.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(pooled(opts.smtpUrl));
    return {
      async send(m) {
        await transport.sendMail({ from: opts.from, ...m });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = await transport.sendMail({ from: opts.from, ...m });
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const file = path.join(
        opts.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${m.to.replace(/[^a-z0-9@._-]/gi, '_')}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer);
      const link = /https?:\/\/\S+/.exec(m.text)?.[0];
      opts.log.info({ to: m.to, subject: m.subject, link, file }, 'mail written to outbox (no SMTP_URL)');
    },
    close: () => undefined,
  };
}

/**
 * SMTP_URL with a connection pool (nodemailer reads `pool`, `maxConnections` and `maxMessages` from the query): a
 * batch of mails goes out over a few open connections instead of one handshake per message (decision 071). What the
 * operator wrote in the URL wins.
 */
function pooled(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [key, value] of [
    ['pool', 'true'],
    ['maxConnections', String(SMTP_CONNECTIONS)],
    ['maxMessages', '500'],
  ])
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  return url.toString();
}
