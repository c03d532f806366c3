import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { SMTP_PORT } from '../../playwright.config';
import { MAILBOX_DIR } from './mailbox';

/** A real SMTP server for the portal under test; every message lands in MAILBOX_DIR as JSON. */
export default async function globalSetup() {
  fs.rmSync(MAILBOX_DIR, { recursive: true, force: true });
  fs.mkdirSync(MAILBOX_DIR, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        const mail = {
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? '',
          text,
          link: /https?:\/\/[^\s"<>]+/.exec(text)?.[0] ?? null,
          at: Date.now(),
        };
        fs.writeFileSync(path.join(MAILBOX_DIR, `${Date.now()}-${n++}.json`), JSON.stringify(mail));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(SMTP_PORT, '127.0.0.1', resolve));
  return async () => new Promise<void>((resolve) => server.close(() => resolve()));
}
