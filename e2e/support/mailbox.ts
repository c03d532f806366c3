import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Mails received by the run's SMTP server, one JSON file each, so that test workers can read them. */
export const MAILBOX_DIR = process.env.E2E_MAILBOX_DIR ?? path.join(os.tmpdir(), 'veloport-e2e-mailbox');

export type Mail = { to: string; subject: string; text: string; link: string | null; at: number };

export function readMails(to: string): Mail[] {
  if (!fs.existsSync(MAILBOX_DIR)) return [];
  return fs
    .readdirSync(MAILBOX_DIR)
    .map((f) => JSON.parse(fs.readFileSync(path.join(MAILBOX_DIR, f), 'utf8')) as Mail)
    .filter((m) => m.to.toLowerCase() === to.toLowerCase())
    .sort((a, b) => a.at - b.at);
}

/** Waits for a mail to `to` that arrived after `since`, and returns it. */
export async function waitForMail(to: string, since: number, timeoutMs = 15_000): Promise<Mail> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const mail = readMails(to).find((m) => m.at >= since);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}
