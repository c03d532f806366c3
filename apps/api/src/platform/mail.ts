import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type MailMessage = { to: string; subject: string; text: string; html?: string; replyTo?: string };
export type Mailer = { send(message: MailMessage): Promise<void> };

/**
 * Real SMTP through nodemailer when SMTP_URL is set; otherwise each message is written
 * as an .eml file to <data>/outbox and its first link is logged, so a demo needs no mail server.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string; log: FastifyBaseLogger }): Mailer {
  if (opts.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(m) {
        await transport.sendMail({ from: opts.from, ...m });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = await transport.sendMail({ from: opts.from, ...m });
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const file = path.join(opts.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${m.to.replace(/[^a-z0-9@._-]/gi, '_')}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      const link = /https?:\/\/\S+/.exec(m.text)?.[0];
      opts.log.info({ to: m.to, subject: m.subject, link, file }, 'mail written to outbox (no SMTP_URL)');
    },
  };
}
