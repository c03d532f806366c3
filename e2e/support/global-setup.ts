import fs from 'node:fs';
import path from 'node:path';
import { serveFakeHorus } from '../../apps/api/src/test/fake-horus';
import { startSmtpCapture } from '../../apps/api/src/test/smtp-capture';
import { HORUS_PORT, SMTP_PORT } from '../../playwright.config';
import { MAILBOX_DIR } from './mailbox';

/**
 * A real SMTP server for the portal under test (every message lands in MAILBOX_DIR as JSON, for the test workers to
 * read), and the local fake of Horus that the portal is registered with (playwright.config.ts).
 */
export default async function globalSetup() {
  fs.rmSync(MAILBOX_DIR, { recursive: true, force: true });
  fs.mkdirSync(MAILBOX_DIR, { recursive: true });
  let n = 0;
  const server = await startSmtpCapture((mail) => {
    fs.writeFileSync(path.join(MAILBOX_DIR, `${Date.now()}-${n++}.json`), JSON.stringify(mail));
  }, SMTP_PORT);
  const horus = await serveFakeHorus(HORUS_PORT);
  return async () => {
    await server.close();
    await horus.close();
  };
}
